/**
 * The load-modification blocks: listings of kind load_modification (the server shows them to
 * holders of buy-load-mod and to the providers that listed them), read through the exchange's
 * calls (common/api.ts).
 */
import { allListings, getListing, type Listing } from '../common/api';

export type Block = Listing & { load_modification: NonNullable<Listing['load_modification']> };

const isBlock = (l: Listing): l is Block => l.exchange_type === 'load_modification' && l.load_modification !== null;

/** Every block the caller may see. */
export async function allBlocks(): Promise<Block[]> {
  return (await allListings({ exchange_type: 'load_modification' })).filter(isBlock);
}

/** One block, or null when the listing is of another kind. */
export async function block(id: number): Promise<Block | null> {
  const l = await getListing(id);
  return isBlock(l) ? l : null;
}
