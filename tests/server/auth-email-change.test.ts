import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  anonClient,
  createUserClient,
  serviceClient,
  startTestServer,
  TEST_PASSWORD,
  testEmail,
  type TestServer,
} from '../support/server.ts';

/**
 * An admin changing a member's email with `auth.admin.generateLink({ type: 'email_change_new' |
 * 'email_change_current', email, newEmail })`, from GoTrue's behaviour: the links an email would
 * carry, and what following them does.
 */

let server: TestServer;
let confirming: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  confirming = await startTestServer({ env: { HAVEN_EMAIL_CONFIRMATION: 'on' } });
});
afterAll(() => Promise.all([server?.stop(), confirming?.stop()]));

const signIn = (on: TestServer, email: string) => anonClient(on).auth.signInWithPassword({ email, password: TEST_PASSWORD });

describe('generateLink for an email change', () => {
  test('email_change_new: the link to the new address changes the email once, and nothing is sent', async () => {
    const { email, user } = await createUserClient(server);
    const newEmail = testEmail('moved');
    const redirectTo = `${server.url}/account`;
    const sent = server.emails.length;
    const { data, error } = await serviceClient(server).auth.admin.generateLink({
      type: 'email_change_new',
      email,
      newEmail,
      options: { redirectTo },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ id: user.id, email, new_email: newEmail });
    const properties = data.properties!;
    expect(properties).toMatchObject({ verification_type: 'email_change_new', redirect_to: redirectTo });
    expect(properties.email_otp).toMatch(/^\d{6}$/);
    expect(properties.action_link).toBe(
      `${server.url}/auth/v1/verify?token=${properties.hashed_token}&type=email_change&redirect_to=${encodeURIComponent(redirectTo)}`,
    );
    expect(server.emails).toHaveLength(sent);

    const verified = await anonClient(server).auth.verifyOtp({ type: 'email_change', token_hash: properties.hashed_token });
    expect(verified.error).toBeNull();
    expect(verified.data.user).toMatchObject({ id: user.id, email: newEmail });
    expect(verified.data.user?.new_email).toBeUndefined();
    expect((await signIn(server, newEmail)).error).toBeNull();
    expect((await signIn(server, email)).error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const again = await anonClient(server).auth.verifyOtp({ type: 'email_change', token_hash: properties.hashed_token });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  test('email_change_current: the current address’s code, or its link, confirms the change', async () => {
    const admin = serviceClient(server).auth.admin;
    const byCode = await createUserClient(server);
    const codeTarget = testEmail('moved');
    const link = await admin.generateLink({ type: 'email_change_current', email: byCode.email, newEmail: codeTarget });
    expect(link.error).toBeNull();
    expect(link.data.properties?.verification_type).toBe('email_change_current');
    const wrongAddress = await anonClient(server).auth.verifyOtp({
      email: codeTarget,
      token: link.data.properties!.email_otp,
      type: 'email_change',
    });
    expect(wrongAddress.error).toMatchObject({ status: 403, code: 'otp_expired' });
    const { data, error } = await anonClient(server).auth.verifyOtp({
      email: byCode.email,
      token: link.data.properties!.email_otp,
      type: 'email_change',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(codeTarget);

    const byLink = await createUserClient(server);
    const linkTarget = testEmail('moved');
    const redirectTo = `${server.url}/account`;
    const followed = await admin.generateLink({
      type: 'email_change_current',
      email: byLink.email,
      newEmail: linkTarget,
      options: { redirectTo },
    });
    const res = await fetch(followed.data.properties!.action_link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectTo);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('email_change');
    expect((await anonClient(server).auth.getUser(fragment.get('access_token')!)).data.user?.email).toBe(linkTarget);
  });

  test('refuses an unknown account, a missing, malformed or taken new address, an unknown type and non-admins', async () => {
    const admin = serviceClient(server).auth.admin;
    const { email } = await createUserClient(server);
    const other = await createUserClient(server);
    const nobody = await admin.generateLink({ type: 'email_change_new', email: testEmail('nobody'), newEmail: testEmail() });
    expect(nobody.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const missing = await admin.generateLink({ type: 'email_change_new', email, newEmail: '' });
    expect(missing.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const malformed = await admin.generateLink({ type: 'email_change_current', email, newEmail: 'not-an-address' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'email_address_invalid' });
    const taken = await admin.generateLink({ type: 'email_change_new', email, newEmail: other.email });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const unknown = await admin.generateLink({ type: 'email_change' as 'email_change_new', email, newEmail: testEmail() });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Invalid email action link type requested: email_change',
    });
    const asAnon = await anonClient(server).auth.admin.generateLink({ type: 'email_change_new', email, newEmail: testEmail() });
    expect(asAnon.error).toMatchObject({ status: 403, code: 'not_admin' });
    expect((await signIn(server, email)).data.user?.new_email).toBeUndefined();
  });

  test('a member’s own email change withdraws a link an admin generated', async () => {
    const { client, email } = await createUserClient(server);
    const adminTarget = testEmail('admin-choice');
    const { data } = await serviceClient(server).auth.admin.generateLink({ type: 'email_change_current', email, newEmail: adminTarget });
    const ownChoice = testEmail('own-choice');
    expect((await client.auth.updateUser({ email: ownChoice })).error).toBeNull();
    const stale = await anonClient(server).auth.verifyOtp({ type: 'email_change', token_hash: data.properties!.hashed_token });
    expect(stale.error).toMatchObject({ status: 403, code: 'otp_expired' });
    expect((await signIn(server, ownChoice)).data.user?.email).toBe(ownChoice);
  });
});

describe('generateLink for an email change with email confirmation on', () => {
  test('with links to both addresses, both must be followed: the first is acknowledged, the second changes it', async () => {
    const admin = serviceClient(confirming).auth.admin;
    const email = testEmail();
    const created = await admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const newEmail = testEmail('moved');
    const current = await admin.generateLink({ type: 'email_change_current', email, newEmail });
    const next = await admin.generateLink({ type: 'email_change_new', email, newEmail });
    expect(next.data.user?.new_email).toBe(newEmail);

    const first = await fetch(current.data.properties!.action_link, { redirect: 'manual' });
    expect(first.status).toBe(303);
    const message = new URLSearchParams(new URL(first.headers.get('location')!).hash.slice(1)).get('message');
    expect(message).toBe('Confirmation link accepted. Please proceed to confirm link sent to the other email');
    expect((await signIn(confirming, email)).data.user).toMatchObject({ email, new_email: newEmail });

    const second = await anonClient(confirming).auth.verifyOtp({ type: 'email_change', token_hash: next.data.properties!.hashed_token });
    expect(second.error).toBeNull();
    expect(second.data.user?.email).toBe(newEmail);
    expect((await signIn(confirming, newEmail)).error).toBeNull();
  });

  test('POST /verify acknowledges the first of the two confirmations with 200 and GoTrue’s message', async () => {
    const admin = serviceClient(confirming).auth.admin;
    const email = testEmail();
    await admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const newEmail = testEmail('moved');
    const next = await admin.generateLink({ type: 'email_change_new', email, newEmail });
    await admin.generateLink({ type: 'email_change_current', email, newEmail });
    const res = await fetch(`${confirming.url}/auth/v1/verify`, {
      method: 'POST',
      headers: { apikey: confirming.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ type: 'email_change', email: newEmail, token: next.data.properties!.email_otp }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      msg: 'Confirmation link accepted. Please proceed to confirm link sent to the other email',
      code: '200',
    });
    expect((await signIn(confirming, email)).error).toBeNull();
  });
});
