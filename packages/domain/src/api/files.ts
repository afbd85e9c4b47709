import { defineEndpoints } from './endpoint';
import { FILE_PATHS } from './files.paths';

export const fileEndpoints = defineEndpoints('Files', FILE_PATHS, {});
