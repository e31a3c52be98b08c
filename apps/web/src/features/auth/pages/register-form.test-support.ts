// Filling the registration form as a person would, for the register page's tests.
import { fireEvent, screen } from '@testing-library/react';

export function typeInto(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** Every field valid: a form that would be sent as it stands. */
export function fillValidRegistrationForm() {
  typeInto(/^First Name/, 'Sam');
  typeInto(/^Last Name/, 'Rivera');
  typeInto(/^Email/, 'sam@example.com');
  typeInto(/^Phone Number/, '2025550123');
  typeInto(/^Password/, 'correct horse');
  typeInto(/^Confirm Password/, 'correct horse');
  typeInto(/^Date of Birth/, '1990-05-01');
}
