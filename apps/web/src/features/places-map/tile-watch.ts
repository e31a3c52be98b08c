// Whether the map's tiles came: offline, or with the tile server blocked, Leaflet draws a grey box
// with unlabelled pins, which says nothing. Leaflet fires `loading` when a round of tiles starts,
// `tileload` / `tileerror` per tile and `load` once none is left: a round in which every tile
// failed means the map has nothing to show.
export type TileWatch = { loading(): void; tileload(): void; tileerror(): void; load(): void };

export function createTileWatch(onFailed: () => void): TileWatch {
  let loaded = 0;
  let failed = 0;
  return {
    loading() {
      loaded = 0;
      failed = 0;
    },
    tileload() {
      loaded += 1;
    },
    tileerror() {
      failed += 1;
    },
    load() {
      if (loaded === 0 && failed > 0) onFailed();
    },
  };
}
