import { describe, expect, it } from 'vitest';
import { home } from '../test-fixtures';
import {
  checkLocationForm,
  emptyLocationForm,
  toLocationBody,
  toLocationFormValues,
  type LocationFormValues,
} from './location-form';

const filled: LocationFormValues = {
  ...emptyLocationForm,
  location_name: 'Home',
  street_address: '100 Main St',
  city: 'Springfield',
  state_province: 'IL',
  postal_code: '62701',
};

describe('checkLocationForm', () => {
  it.each(['location_name', 'street_address', 'city', 'state_province', 'postal_code'] as const)(
    'refuses a blank %s with "Please fill in all required fields"',
    (field) => {
      const check = checkLocationForm({ ...filled, [field]: '  ' });
      expect(check).toEqual({
        formError: 'Please fill in all required fields',
        fieldErrors: { [field]: true },
      });
    },
  );

  it('marks every missing required field at once', () => {
    const check = checkLocationForm(emptyLocationForm);
    expect('fieldErrors' in check && Object.keys(check.fieldErrors).sort()).toEqual([
      'city',
      'location_name',
      'postal_code',
      'state_province',
      'street_address',
    ]);
  });

  it('needs neither address line 2, description, country nor transport', () => {
    const check = checkLocationForm({ ...filled, country: '' });
    expect(check).toEqual({
      body: {
        location_name: 'Home',
        street_address: '100 Main St',
        address_line_2: null,
        city: 'Springfield',
        state_province: 'IL',
        country: 'United States',
        postal_code: '62701',
        description: null,
        transportation_options: [],
        is_default: false,
        happy_to_host: false,
      },
    });
  });

  it('puts a too-long value under its own field, without the required-fields message', () => {
    const check = checkLocationForm({ ...filled, location_name: 'x'.repeat(101) });
    expect(check).toEqual({
      formError: null,
      fieldErrors: { location_name: 'Location name must be at most 100 characters' },
    });
  });
});

describe('toLocationFormValues / toLocationBody', () => {
  it('starts a new location in the United States, with nothing else filled', () => {
    expect(toLocationFormValues(null)).toEqual(emptyLocationForm);
    expect(emptyLocationForm.country).toBe('United States');
  });

  it('round-trips a saved location through the form unchanged', () => {
    const check = checkLocationForm(toLocationFormValues(home));
    expect(check).toEqual({ body: toLocationBody(home) });
  });
});
