// The saved-location form's values and its check (spec scheduling-and-social §5, accounts-and-shell
// §5 New location). The server checks again with the same core schema.
import {
  DEFAULT_COUNTRY,
  locationBody,
  locationMessages,
  type LocationInput,
  type SavedLocation,
} from '@hangtime/core/locations/schemas';

export type LocationFormValues = {
  location_name: string;
  street_address: string;
  address_line_2: string;
  city: string;
  state_province: string;
  country: string;
  postal_code: string;
  description: string;
  transportation_options: SavedLocation['transportation_options'];
  is_default: boolean;
  happy_to_host: boolean;
};

export type LocationField = keyof LocationFormValues;

/** `true` marks a field red without words under it: the form-level message says what is wrong. */
export type LocationFieldErrors = Partial<Record<LocationField, string | true>>;

export type LocationFormCheck =
  { body: LocationInput } | { formError: string | null; fieldErrors: LocationFieldErrors };

export const emptyLocationForm: LocationFormValues = {
  location_name: '',
  street_address: '',
  address_line_2: '',
  city: '',
  state_province: '',
  country: DEFAULT_COUNTRY,
  postal_code: '',
  description: '',
  transportation_options: [],
  is_default: false,
  happy_to_host: false,
};

/** The form filled with a saved location, for editing it. */
export function toLocationFormValues(location: SavedLocation | null | undefined): LocationFormValues {
  if (!location) return emptyLocationForm;
  return {
    location_name: location.location_name,
    street_address: location.street_address,
    address_line_2: location.address_line_2 ?? '',
    city: location.city,
    state_province: location.state_province,
    country: location.country,
    postal_code: location.postal_code,
    description: location.description ?? '',
    transportation_options: location.transportation_options,
    is_default: location.is_default,
    happy_to_host: location.happy_to_host,
  };
}

function isFormField(key: PropertyKey | undefined): key is LocationField {
  return typeof key === 'string' && key in emptyLocationForm;
}

/**
 * The body to send, or what is wrong: a missing required field gives the spec's one message for
 * the form (and a red border on each such field); anything else, e.g. a name too long, its own
 * message under its field.
 */
export function checkLocationForm(values: LocationFormValues): LocationFormCheck {
  const parsed = locationBody.safeParse(values);
  if (parsed.success) return { body: parsed.data };
  const fieldErrors: LocationFieldErrors = {};
  let formError: string | null = null;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isFormField(field) || fieldErrors[field]) continue;
    if (issue.message === locationMessages.requiredFields) {
      formError = locationMessages.requiredFields;
      fieldErrors[field] = true;
    } else {
      fieldErrors[field] = issue.message;
    }
  }
  return { formError, fieldErrors };
}

/** A saved location as the body of its PUT, e.g. to make it the default with no form open. */
export function toLocationBody(location: SavedLocation): LocationInput {
  return {
    location_name: location.location_name,
    street_address: location.street_address,
    address_line_2: location.address_line_2,
    city: location.city,
    state_province: location.state_province,
    country: location.country,
    postal_code: location.postal_code,
    description: location.description,
    transportation_options: location.transportation_options,
    is_default: location.is_default,
    happy_to_host: location.happy_to_host,
  };
}
