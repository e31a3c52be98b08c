import { describe, expect, it } from 'vitest';
import { acceptSuggestionBody } from '@hangtime/core/scheduling/schemas';
import { resolveEventTiming } from '../../events';
import { makeSlot } from '../test-fixtures';
import { toAcceptSuggestionBody } from './accept-body';
import { toDraftFormValues } from './slot-draft';

describe('toAcceptSuggestionBody', () => {
  it('sends the edited fields the contract takes, and nothing else', () => {
    const values = {
      ...toDraftFormValues(makeSlot(), '1'),
      title: '  Pizza night  ',
      description: '',
      location: 'Luigi’s',
      location_address: ' ',
      activity_category_id: '',
      activity_subcategory_id: '11',
      participant_ids: ['someone-else'],
    };
    const timing = resolveEventTiming(values);
    if (!timing) throw new Error('no timing');
    const body = toAcceptSuggestionBody(values, timing);
    expect(body).toEqual({
      title: 'Pizza night',
      description: null,
      start_time: '2030-06-12T12:15:00.000Z',
      end_time: '2030-06-12T14:15:00.000Z',
      location: 'Luigi’s',
      location_address: null,
      category_id: 1,
      activity_category_id: null,
      activity_subcategory_id: null,
    });
    expect(acceptSuggestionBody.safeParse(body).success).toBe(true);
  });
});
