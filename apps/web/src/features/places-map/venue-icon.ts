// A marker drawn with CSS (venue-map.css), not Leaflet's default images, which break once a bundler
// renames them. The venue's name is the marker's text, so a screen reader announces it; it is set
// with textContent, never as HTML.
import { DivIcon } from 'leaflet';

/** A pin with the venue's name: hidden beside an ordinary pin, shown as a label on the selected one. */
class VenueIcon extends DivIcon {
  private readonly isSelected: boolean;

  constructor(name: string, isSelected: boolean) {
    const content = document.createElement('span');
    content.className = 'venue-map-marker__name';
    content.textContent = name;
    super({
      html: content,
      className: isSelected ? 'venue-map-marker venue-map-marker--selected' : 'venue-map-marker',
      iconSize: isSelected ? [28, 28] : [20, 20],
      iconAnchor: isSelected ? [14, 14] : [10, 10],
    });
    this.isSelected = isSelected;
  }

  // Leaflet makes the marker a role="button"; selecting toggles it, so it is a toggle button.
  override createIcon(oldIcon?: HTMLElement): HTMLElement {
    const element = super.createIcon(oldIcon);
    element.setAttribute('aria-pressed', String(this.isSelected));
    return element;
  }
}

export function createVenueIcon(name: string, isSelected: boolean): DivIcon {
  return new VenueIcon(name, isSelected);
}
