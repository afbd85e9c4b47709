import { defineEndpoints } from './endpoint';
import { PIN_PATHS } from './pins.paths';

export const pinEndpoints = defineEndpoints('Pins', PIN_PATHS, {});
