const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a text is a UUID, the form of every id the shop makes (any version, any case). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
