/**
 * The favourite state to show once a save has been tried. A failed save is not reported (spec 3
 * §8) but the heart must not lie: it takes what the server holds (asked again), or the state
 * before the tap when even that cannot be asked.
 */
export async function settleFavorite(
  favorite: boolean,
  save: () => Promise<boolean>,
  askServer: () => Promise<boolean | undefined>,
): Promise<boolean> {
  try {
    return await save();
  } catch {
    return askServer().then(
      (held) => held ?? !favorite,
      () => !favorite,
    );
  }
}
