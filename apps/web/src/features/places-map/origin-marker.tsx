// Where the viewer sets out from, beside the venues: a dark square pin with its label always shown
// ("You"), so the venues' dots read as near or far from home. Not a control: it cannot be chosen.
import { useMemo } from 'react';
import { DivIcon } from 'leaflet';
import { Marker } from 'react-leaflet';
import type { MapOrigin } from './venue-map-types';

function createOriginIcon(label: string): DivIcon {
  const content = document.createElement('span');
  content.className = 'venue-map-origin__label';
  content.textContent = label;
  return new DivIcon({ html: content, className: 'venue-map-origin', iconSize: [16, 16], iconAnchor: [8, 8] });
}

export function OriginMarker({ origin }: { origin: MapOrigin }) {
  const icon = useMemo(() => createOriginIcon(origin.label), [origin.label]);
  return (
    <Marker
      position={[origin.latitude, origin.longitude]}
      icon={icon}
      interactive={false}
      keyboard={false}
      // Below the venues' pins: a venue on one's own street stays clickable.
      zIndexOffset={-1000}
    />
  );
}
