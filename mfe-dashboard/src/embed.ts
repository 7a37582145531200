/**
 * The third-party embed (`./embed`): mounts the competitions map into any element of another
 * site, without the host. Exports only `mountEmbed`.
 */
export { mountEmbed } from './embed/mountEmbed';
export type { EmbedOptions } from './embed/mountEmbed';
