import { expect, waitUntil } from '@open-wc/testing';
import CreatePasswordPage from '../../console/pages/auth/create-password.js';
import ResetPasswordRequestPage from '../../console/pages/auth/reset-password-request.js';
import ResetPasswordPage from '../../console/pages/auth/reset-password.js';
import { ROUTES_BY_NAME } from '../../console/routes.js';
import { axeViolations, press, type } from '../elements/support/kit-test.js';
import { button, cleanUp, deferred, field, json, renderPage, shows, tbError, toastTexts, useFakeServer, clickOn } from './support/auth-pages.js';

const policy = { minimumLength: 8, minimumDigits: 1, minimumUppercaseLetters: null, minimumLowercaseLetters: null, minimumSpecialCharacters: null, allowWhitespaces: true };

async function typeInto(label: string, text: string) {
  field(label).focus();
  await type(text);
}

describe('reset password request page', () => {
  afterEach(cleanUp);

  it('checks the e-mail on submit (required, then format) and sends nothing while it is wrong', async () => {
    const server = useFakeServer();
    await renderPage(<ResetPasswordRequestPage />);
    await clickOn(button('Request password reset'));
    await waitUntil(() => shows('Email is required.'), 'required error');
    await typeInto('Email', 'nobody');
    await press('Enter');
    await waitUntil(() => shows('Enter a valid e-mail address.'), 'format error');
    expect(server.requestsTo('/api/noauth/resetPasswordByEmail')).to.have.length(0);
  });

  it('after a valid submit keeps the input and the button disabled and confirms with a success toast', async () => {
    const server = useFakeServer().route('POST', '/api/noauth/resetPasswordByEmail', json(200));
    await renderPage(<ResetPasswordRequestPage />);
    await typeInto('Email', 'tenant@thingsboard.org');
    await press('Enter');
    await waitUntil(() => toastTexts().some((t) => t.includes('Reset link sent.')), 'success toast');
    expect(JSON.parse(server.requestsTo('/api/noauth/resetPasswordByEmail')[0]!.body)).to.deep.equal({ email: 'tenant@thingsboard.org' });
    expect(field('Email').disabled).to.equal(true);
    expect(button('Request password reset').disabled).to.equal(true);
    expect(document.querySelector('[data-type=success]')).to.not.equal(null);
  });

  it('has no accessibility violations', async () => {
    useFakeServer();
    const page = await renderPage(<ResetPasswordRequestPage />);
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});

describe('reset password page', () => {
  afterEach(cleanUp);
  const reset = ROUTES_BY_NAME.get('resetPassword')!;
  const expired = ROUTES_BY_NAME.get('resetExpiredPassword')!;

  it('answers a mismatch with the error toast login.passwords-mismatch-error and sends nothing', async () => {
    const server = useFakeServer().route('GET', '/api/noauth/userPasswordPolicy', json(200, policy));
    await renderPage(<ResetPasswordPage route={reset} params={{}} search={{ resetToken: 'RT' }} />);
    await typeInto('New password', 'Secret123');
    await typeInto('Repeat new password', 'Secret124');
    await clickOn(button('Reset password'));
    await waitUntil(() => toastTexts().some((t) => t.includes('The two passwords do not match.')), 'mismatch toast');
    expect(document.querySelector('[data-type=error]')).to.not.equal(null);
    expect(server.requestsTo('/api/noauth/resetPassword')).to.have.length(0);
  });

  it("shows the server's password policy and holds back a password that breaks it", async () => {
    const server = useFakeServer().route('GET', '/api/noauth/userPasswordPolicy', json(200, policy));
    await renderPage(<ResetPasswordPage route={reset} params={{}} search={{ resetToken: 'RT' }} />);
    await waitUntil(() => shows('At least 8 characters'), 'policy shown');
    expect(shows('Digits: at least 1')).to.equal(true);
    await typeInto('New password', 'short');
    await typeInto('Repeat new password', 'short');
    await press('Enter');
    await waitUntil(() => shows('The password does not meet the requirements below.'), 'policy error');
    expect(server.requestsTo('/api/noauth/resetPassword')).to.have.length(0);
  });

  it('shows the progress bar and disables the inputs while the reset runs, then sends the reset token', async () => {
    const answer = deferred<ReturnType<typeof tbError>>();
    const server = useFakeServer()
      .route('GET', '/api/noauth/userPasswordPolicy', json(200, policy))
      .route('POST', '/api/noauth/resetPassword', () => answer.promise);
    await renderPage(<ResetPasswordPage route={reset} params={{}} search={{ resetToken: 'RT-9' }} />);
    await typeInto('New password', 'Secret123');
    await typeInto('Repeat new password', 'Secret123');
    await press('Enter');
    await waitUntil(() => document.querySelector('[role=progressbar]') && server.requestsTo('/api/noauth/resetPassword').length === 1, 'progress bar while the reset is pending');
    expect(field('New password').disabled).to.equal(true);
    expect(field('Repeat new password').disabled).to.equal(true);
    expect(JSON.parse(server.requestsTo('/api/noauth/resetPassword')[0]!.body)).to.deep.equal({ resetToken: 'RT-9', password: 'Secret123' });
    answer.resolve(tbError(400, 31, 'Invalid reset token!'));
    await waitUntil(() => shows('Invalid reset token!'), 'failure shown');
    expect(document.querySelector('[role=progressbar]')).to.equal(null);
    expect(field('New password').disabled).to.equal(false);
  });

  it('says why on the expired-password screen', async () => {
    useFakeServer().route('GET', '/api/noauth/userPasswordPolicy', json(200, policy));
    const page = await renderPage(<ResetPasswordPage route={expired} params={{}} search={{ resetToken: 'RT' }} expired />);
    expect(shows('Your password has expired. Choose a new one to continue.', page)).to.equal(true);
  });

  it('toggles each password field between hidden and shown', async () => {
    useFakeServer();
    await renderPage(<ResetPasswordPage route={reset} params={{}} search={{ resetToken: 'RT' }} />);
    const toggles = [...document.querySelectorAll<HTMLButtonElement>('button[aria-label="Show password"]')];
    expect(toggles).to.have.length(2);
    await clickOn(toggles[1]!);
    expect(field('Repeat new password').type).to.equal('text');
    expect(field('New password').type).to.equal('password');
  });

  it('has no accessibility violations', async () => {
    useFakeServer().route('GET', '/api/noauth/userPasswordPolicy', json(200, policy));
    const page = await renderPage(<ResetPasswordPage route={expired} params={{}} search={{ resetToken: 'RT' }} expired />);
    await waitUntil(() => shows('At least 8 characters'), 'policy shown');
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});

describe('create password page', () => {
  afterEach(cleanUp);
  const route = ROUTES_BY_NAME.get('createPassword')!;

  it('sends nothing on a mismatch and shows the mismatch toast', async () => {
    const server = useFakeServer();
    await renderPage(<CreatePasswordPage route={route} params={{}} search={{ activateToken: 'AT' }} />);
    await typeInto('Password', 'Secret123');
    await typeInto('Repeat password', 'Secret12');
    await press('Enter');
    await waitUntil(() => toastTexts().some((t) => t.includes('The two passwords do not match.')), 'mismatch toast');
    expect(server.requestsTo('/api/noauth/activate')).to.have.length(0);
  });

  it('activates with the activation token and the send-mail flag true', async () => {
    const server = useFakeServer().route('POST', '/api/noauth/activate', tbError(400, 31, 'Invalid activation token!'));
    await renderPage(<CreatePasswordPage route={route} params={{}} search={{ activateToken: 'AT-1' }} />);
    await typeInto('Password', 'Secret123');
    await typeInto('Repeat password', 'Secret123');
    await clickOn(button('Create password'));
    await waitUntil(() => server.requestsTo('/api/noauth/activate').length === 1, 'activate sent');
    const sent = server.requestsTo('/api/noauth/activate')[0]!;
    expect(sent.query.get('sendActivationMail')).to.equal('true');
    expect(JSON.parse(sent.body)).to.deep.equal({ activateToken: 'AT-1', password: 'Secret123' });
    await waitUntil(() => shows('Invalid activation token!'), 'failure shown');
  });

  it('explains a link without a token instead of showing the form', async () => {
    useFakeServer();
    const page = await renderPage(<CreatePasswordPage route={route} params={{}} search={{}} />);
    expect(shows('This link is incomplete.', page)).to.equal(true);
    expect(page.querySelector('input')).to.equal(null);
    expect(await axeViolations(page)).to.deep.equal([]);
  });
});
