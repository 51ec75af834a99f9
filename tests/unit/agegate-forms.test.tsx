import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { fakeAuthFetch } from './session-fake-auth';

/*
 * Haven is 18+: the join forms need "I am 18 or older", the chat's gate asks a guest's age, and
 * the report form asks a guest's consent before anything is sent.
 */

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.stubEnv('PUBLIC_SUPABASE_ANON_KEY', 'anon-key');
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign: () => undefined } as Location);
});

afterEach(async () => {
  const { getSupabase } = await import('@/lib/supabase');
  await getSupabase().auth.stopAutoRefresh();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

async function withAuth() {
  const auth = fakeAuthFetch();
  vi.stubGlobal('fetch', auth.fetch);
  vi.resetModules();
  return auth;
}

describe('joining', () => {
  test('is refused without "I am 18 or older": the reason once, on the box, which takes focus; nothing sent', async () => {
    const auth = await withAuth();
    const { SignUpForm } = await import('@/components/account/SignUpForm');
    render(<SignUpForm next="/dashboard" states={[]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Choose a password'), 'calm-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Create my free account' }));

    // Once on the page, and not also in a live region: focus reads it as the box's description.
    expect(screen.getAllByText('Please confirm that you are 18 or older. Haven is for adults only.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    const box = screen.getByLabelText('I am 18 or older');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(
      'Haven is for adults aged 18 and over. Please confirm that you are 18 or older. Haven is for adults only.',
    );
    expect(auth.calls.filter((call) => call.path === '/auth/v1/signup')).toEqual([]);

    // A second try says it once again; ticking the box clears it.
    await user.click(screen.getByRole('button', { name: 'Create my free account' }));
    expect(screen.getAllByText(/Please confirm that you are 18 or older/)).toHaveLength(1);
    expect(box).toHaveFocus();
    await user.click(box);
    expect(screen.queryByText(/Please confirm that you are 18 or older/)).toBeNull();
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(box).toHaveAccessibleDescription('Haven is for adults aged 18 and over.');
  });

  test('a problem shown before the box is refused does not linger beside the age reason', async () => {
    await withAuth();
    const { SignUpForm } = await import('@/components/account/SignUpForm');
    render(<SignUpForm next="/dashboard" states={[]} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create my free account' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your email and choose a password.');
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Choose a password'), 'calm-harbour-lantern-42');
    await user.click(screen.getByRole('button', { name: 'Create my free account' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getAllByText(/Please confirm that you are 18 or older/)).toHaveLength(1);
  });

  test('with the box ticked, sends age_confirmed_18 in the sign-up data (the database stamps the time)', async () => {
    const auth = await withAuth();
    const { SignUpForm } = await import('@/components/account/SignUpForm');
    render(<SignUpForm next="/dashboard" states={[]} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Choose a password'), 'calm-harbour-lantern-42');
    await user.click(screen.getByLabelText('I am 18 or older'));
    await user.click(screen.getByRole('button', { name: 'Create my free account' }));
    await vi.waitFor(() => expect(auth.calls.some((call) => call.path === '/auth/v1/signup')).toBe(true));
    const signup = auth.calls.find((call) => call.path === '/auth/v1/signup')!;
    expect(signup.body?.['data']).toEqual({ age_confirmed_18: true });
    // The optional "about you" answers no longer hold a second age box.
    expect(screen.getAllByLabelText('I am 18 or older')).toHaveLength(1);
  });

  test('as a professional also needs the box, and sends it with the sign-up', async () => {
    const auth = await withAuth();
    const { PartnerCredentials } = await import('@/components/partners/PartnerCredentials');
    render(<PartnerCredentials mode="join" onNeedsConfirmation={() => undefined} onSignedIn={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your name'), 'Dr. Ada Okafor');
    await user.type(screen.getByLabelText('Work email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'calm-harbour-lantern-42');
    await user.click(screen.getByLabelText(/I hold a current license/));
    await user.click(screen.getByRole('button', { name: 'Create partner account' }));
    // The reason once, on the box, which takes focus (not also in the form's alert).
    expect(screen.getAllByText(/Please confirm that you are 18 or older/)).toHaveLength(1);
    expect(screen.getByLabelText('I am 18 or older')).toHaveFocus();
    expect(screen.getByLabelText('I am 18 or older')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).not.toHaveTextContent('18 or older');
    expect(auth.calls.filter((call) => call.path === '/auth/v1/signup')).toEqual([]);

    await user.click(screen.getByLabelText('I am 18 or older'));
    await user.click(screen.getByRole('button', { name: 'Create partner account' }));
    await vi.waitFor(() => expect(auth.calls.some((call) => call.path === '/auth/v1/signup')).toBe(true));
    expect(auth.calls.find((call) => call.path === '/auth/v1/signup')!.body?.['data']).toEqual({
      display_name: 'Dr. Ada Okafor',
      age_confirmed_18: true,
    });
  });
});

describe('the chat’s disclosure gate', () => {
  test('asks a guest’s age and will not start without an answer', async () => {
    const { DisclosureGate } = await import('@/components/companion/DisclosureGate');
    const onAcknowledge = vi.fn();
    render(<DisclosureGate firstUse member={false} askAge onAcknowledge={onAcknowledge} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'I understand, start chatting' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please tell us whether you are 18 or older.');
    expect(screen.getByLabelText('I am 18 or older')).toHaveFocus();
    expect(onAcknowledge).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('I am 18 or older'));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'I understand, start chatting' }));
    expect(onAcknowledge).toHaveBeenCalledWith('adult');
  });

  test('passes on "under 18", with a button that does not promise a chat', async () => {
    const { DisclosureGate } = await import('@/components/companion/DisclosureGate');
    const onAcknowledge = vi.fn();
    render(<DisclosureGate firstUse member={false} askAge onAcknowledge={onAcknowledge} />);
    const user = userEvent.setup();
    await user.click(screen.getByLabelText('I am under 18'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onAcknowledge).toHaveBeenCalledWith('under-18');
  });

  test('does not ask members, who confirmed their age when they joined', async () => {
    const { DisclosureGate } = await import('@/components/companion/DisclosureGate');
    const onAcknowledge = vi.fn();
    render(<DisclosureGate firstUse={false} member askAge={false} onAcknowledge={onAcknowledge} />);
    expect(screen.queryByRole('group', { name: 'How old are you?' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'I understand, start chatting' }));
    expect(onAcknowledge).toHaveBeenCalledWith(null);
  });

  test('a guest’s answer is kept on the device', async () => {
    const { readGuestAge, saveGuestAge } = await import('@/components/companion/guest-age');
    expect(readGuestAge()).toBeNull();
    saveGuestAge('under-18');
    expect(readGuestAge()).toBe('under-18');
    localStorage.setItem('haven-wren-age', 'not an age');
    expect(readGuestAge()).toBeNull();
  });

  test('the young people’s screen lists 988, 741741 and 911, and no other number', async () => {
    const { YoungPeopleScreen } = await import('@/components/companion/YoungPeopleScreen');
    const { container } = render(<YoungPeopleScreen focus />);
    expect(screen.getByRole('heading', { name: 'Thanks for telling us. Wren is for adults.' })).toHaveFocus();
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['tel:988', 'sms:988', 'https://988lifeline.org/chat/', 'sms:741741?&body=HOME', 'tel:911', '/get-help']);
  });
});

describe('reporting a reply', () => {
  const reply = 'Box breathing will cure your insomnia.';

  test('a guest must agree to send the reply; their own message goes only if they tick it', async () => {
    const { ReportForm } = await import('@/components/companion/ReportForm');
    const onSend = vi.fn(async () => null);
    render(<ReportForm guest={{ reply, prompt: 'I can’t sleep' }} onSend={onSend} onCancel={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.getByText(reply)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'It was wrong or misleading' }));
    await user.type(screen.getByLabelText("Anything you'd like to add (optional)"), '  It is not a cure.  ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please agree to send a copy of the reply');
    expect(screen.getByLabelText('Send a copy of this reply to Haven for review')).toHaveFocus();
    expect(onSend).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText('Send a copy of this reply to Haven for review'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSend).toHaveBeenLastCalledWith({ reason: 'It was wrong or misleading', details: 'It is not a cure.', includePrompt: false });

    await user.click(screen.getByLabelText(/Also send my message that this reply answered/));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSend).toHaveBeenLastCalledWith({ reason: 'It was wrong or misleading', details: 'It is not a cure.', includePrompt: true });
  });

  test('shows the server’s reason when a report is refused, and keeps what was written', async () => {
    const { ReportForm } = await import('@/components/companion/ReportForm');
    const onSend = vi.fn(async () => 'You have sent several reports in a short time. Please try again in 60 minutes.');
    render(<ReportForm guest={{ reply, prompt: null }} onSend={onSend} onCancel={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.queryByLabelText(/Also send my message/)).toBeNull();
    await user.type(screen.getByLabelText("Anything you'd like to add (optional)"), 'Wrong.');
    await user.click(screen.getByLabelText('Send a copy of this reply to Haven for review'));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/several reports in a short time/)).toBeInTheDocument();
    expect(screen.getByLabelText("Anything you'd like to add (optional)")).toHaveValue('Wrong.');
  });

  test('a member is not asked for consent: their saved reply is copied by the database', async () => {
    const { ReportForm } = await import('@/components/companion/ReportForm');
    const onSend = vi.fn(async () => null);
    render(<ReportForm guest={null} onSend={onSend} onCancel={() => undefined} />);
    expect(screen.queryByLabelText('Send a copy of this reply to Haven for review')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send report' }));
    expect(onSend).toHaveBeenCalledWith({ reason: 'It was harmful or unsafe', details: '', includePrompt: false });
  });
});
