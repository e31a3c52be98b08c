import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, type MockReply } from '../../../test/mock-api';
import { renderWithApp } from '../../../test/render';
import { reply, sentToPhone } from '../test-fixtures';
import { AddFriendForm } from './add-friend-form';
import { SentRequests } from './sent-requests';

const sendButton = () => screen.getByRole('button', { name: 'Send Request' });
const phoneInput = () => screen.getByLabelText("Friend's phone number") as HTMLInputElement;
const emailInput = () => screen.getByLabelText("Friend's email address") as HTMLInputElement;
const chooseEmail = () => fireEvent.click(screen.getByRole('radio', { name: 'Email' }));

function renderForm(sendReply: () => MockReply | 'network-error' | Promise<MockReply>) {
  const api = mockApi({ 'POST /api/friends/send-request': sendReply });
  const onSent = vi.fn();
  renderWithApp(<AddFriendForm onSent={onSent} />);
  return { api, onSent };
}

describe('AddFriendForm', () => {
  it('sends a phone number as +1 and ten digits, formatted while typed', async () => {
    const { api, onSent } = renderForm(() => ({
      body: { message: 'Friend request sent!', outcome: 'sent' },
    }));
    fireEvent.change(phoneInput(), { target: { value: '2025550143' } });
    expect(phoneInput().value).toBe('202-555-0143');
    fireEvent.click(sendButton());

    expect(await screen.findByText('Friend request sent!')).toBeTruthy();
    expect(api.callsTo('POST', '/api/friends/send-request').map((call) => call.body)).toEqual([
      { phone: '+12025550143' },
    ]);
    expect(phoneInput().value).toBe('');
    expect(onSent).toHaveBeenCalledWith('sent');
  });

  it('sends an email through the Email toggle', async () => {
    const { api } = renderForm(() => ({
      body: { message: 'Invitation sent to casey@example.com', outcome: 'sent' },
    }));
    chooseEmail();
    fireEvent.change(emailInput(), { target: { value: ' casey@example.com ' } });
    fireEvent.click(sendButton());

    expect(await screen.findByText('Invitation sent to casey@example.com')).toBeTruthy();
    expect(api.callsTo('POST', '/api/friends/send-request')[0]?.body).toEqual({
      email: 'casey@example.com',
    });
    expect(emailInput().value).toBe('');
  });

  it('asks for a phone number, or an email address, when the field is empty', async () => {
    const { api } = renderForm(() => ({ body: { message: 'x', outcome: 'sent' } }));
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter a phone number')).toBeTruthy();
    expect(document.activeElement).toBe(phoneInput());

    chooseEmail();
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter an email address')).toBeTruthy();
    expect(screen.queryByText('Please enter a phone number')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an invalid phone number or email before sending', async () => {
    const { api } = renderForm(() => ({ body: { message: 'x', outcome: 'sent' } }));
    fireEvent.change(phoneInput(), { target: { value: '202-555' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter a valid 10-digit phone number')).toBeTruthy();

    chooseEmail();
    fireEvent.change(emailInput(), { target: { value: 'casey@example' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's reason, and keeps what was typed", async () => {
    renderForm(() => reply.error(409, 'You are already friends with this person'));
    chooseEmail();
    fireEvent.change(emailInput(), { target: { value: 'alex@example.com' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('You are already friends with this person')).toBeTruthy();
    expect(emailInput().value).toBe('alex@example.com');
  });

  it('takes a refusal away once the address is changed', async () => {
    renderForm(() => reply.error(409, 'You already sent a friend request to this person'));
    fireEvent.change(phoneInput(), { target: { value: '202-555-0143' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('You already sent a friend request to this person')).toBeTruthy();
    fireEvent.change(phoneInput(), { target: { value: '202-555-014' } });
    expect(screen.queryByText('You already sent a friend request to this person')).toBeNull();
  });

  it('takes a refusal away when something else on the screen then succeeds', async () => {
    mockApi({
      'POST /api/friends/send-request': () => reply.error(409, 'You already sent a friend request to this person'),
      'GET /api/friends/sent-requests': () => reply.sent([sentToPhone]),
      [`DELETE /api/friends/${sentToPhone.id}`]: () => reply.message('Friend request cancelled'),
    });
    renderWithApp(
      <>
        <AddFriendForm />
        <SentRequests />
      </>,
    );
    fireEvent.change(phoneInput(), { target: { value: '202-555-0143' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('You already sent a friend request to this person')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request to +1 202-555-0143' }));
    expect(await screen.findByText('Friend request cancelled')).toBeTruthy();
    expect(screen.queryByText('You already sent a friend request to this person')).toBeNull();
  });

  it('puts a server refusal about the address under the field', async () => {
    renderForm(() => ({
      status: 400,
      body: {
        error: "You can't send a friend request to yourself",
        code: 'VALIDATION_ERROR',
        fields: { email: "You can't send a friend request to yourself" },
      },
    }));
    chooseEmail();
    fireEvent.change(emailInput(), { target: { value: 'sam@example.com' } });
    fireEvent.click(sendButton());
    await screen.findByText("You can't send a friend request to yourself");
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('falls back to the spec text when the server gives no reason', async () => {
    renderForm(() => 'network-error');
    fireEvent.change(phoneInput(), { target: { value: '202-555-0143' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Failed to add friend. Please try again.')).toBeTruthy();
  });

  it('sends once however often Send is pressed while the request is on its way', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { api } = renderForm(() => new Promise<MockReply>((resolve) => (answer = resolve)));
    fireEvent.change(phoneInput(), { target: { value: '202-555-0143' } });
    fireEvent.click(sendButton());
    await waitFor(() => expect(api.calls).toHaveLength(1));
    fireEvent.submit(sendButton().closest('form') as HTMLFormElement);
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);

    answer({ body: { message: 'Friend request sent!', outcome: 'sent' } });
    expect(await screen.findByText('Friend request sent!')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('sends once when Send is pressed twice before the checks have run', async () => {
    const { api } = renderForm(() => ({ body: { message: 'Friend request sent!', outcome: 'sent' } }));
    fireEvent.change(phoneInput(), { target: { value: '202-555-0143' } });
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    expect(await screen.findByText('Friend request sent!')).toBeTruthy();
    expect(api.calls).toHaveLength(1);
  });

  it('refreshes the sent list after a request goes out', async () => {
    let sent: (typeof sentToPhone)[] = [];
    const api = mockApi({
      'POST /api/friends/send-request': () => {
        sent = [sentToPhone];
        return { body: { message: 'Friend request sent!', outcome: 'sent' } };
      },
      'GET /api/friends/sent-requests': () => reply.sent(sent),
    });
    renderWithApp(
      <>
        <AddFriendForm />
        <SentRequests />
      </>,
    );
    expect(await screen.findByText('No requests waiting for an answer.')).toBeTruthy();
    fireEvent.change(phoneInput(), { target: { value: '202-555-0143' } });
    fireEvent.click(sendButton());
    expect(await screen.findByText('+1 202-555-0143')).toBeTruthy();
    expect(api.callsTo('GET', '/api/friends/sent-requests')).toHaveLength(2);
  });
});
