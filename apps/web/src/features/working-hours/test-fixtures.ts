// Working-hours entries for tests, in the shape of the core contract.
import type { WorkingHoursEntry } from '@hangtime/core/working-hours/schemas';

export const mondayShift: WorkingHoursEntry = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4f3e2d1c0b0a',
  block_name: 'Office',
  is_recurring: true,
  day_of_week: 0,
  date: null,
  start_time: '09:00',
  end_time: '17:30',
  exceptions: [],
};

export const fridayShift: WorkingHoursEntry = {
  ...mondayShift,
  id: '5e4d3c2b-1a09-4f8e-9d7c-6b5a4f3e2d1c',
  day_of_week: 4,
  start_time: '08:00',
};

export const conferenceDay: WorkingHoursEntry = {
  ...mondayShift,
  id: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d',
  block_name: 'Conference',
  is_recurring: false,
  day_of_week: null,
  date: '2030-06-12',
  start_time: '10:00',
  end_time: '16:00',
};
