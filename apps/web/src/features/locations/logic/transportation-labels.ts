import { transportationOptions } from '@hangtime/core/locations/schemas';

type TransportationOption = (typeof transportationOptions)[number];

export const transportationLabels: Record<TransportationOption, string> = {
  car: 'Car',
  bike: 'Bike',
  walk: 'Walk',
  public_transit: 'Public transit',
  virtual: 'Virtual',
};

export const transportationChoices = transportationOptions.map((option) => ({
  value: option,
  label: transportationLabels[option],
}));

export function isTransportationOption(value: string): value is TransportationOption {
  return (transportationOptions as readonly string[]).includes(value);
}
