import {
  PARTNER_EMAIL_MESSAGE,
  PARTNER_MESSAGE_MESSAGE,
  PARTNER_NAME_MESSAGE,
  PARTNER_SITE_MESSAGE,
} from '@reelhouse/core/site-content/partner-request-schema';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { postJsonForAnswer, type JsonAnswer } from '~/lib/api-client';
import { renderRoute } from '../../../test-support/render-route';
import { PartnerRequestForm } from './partner-request-form';

vi.mock('~/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  postJsonForAnswer: vi.fn(),
}));

const post = vi.mocked(postJsonForAnswer);

function answer(status: number, body: unknown): JsonAnswer {
  return { status, ok: status >= 200 && status < 300, body, retryAfter: null };
}

function renderForm() {
  renderRoute(<PartnerRequestForm />, { path: '/partners/submit' });
  return {
    name: screen.getByRole('textbox', { name: 'Name' }),
    siteUrl: screen.getByRole('textbox', { name: 'Site address' }),
    email: screen.getByRole('textbox', { name: 'Contact email' }),
    message: screen.getByRole('textbox', { name: 'Message' }),
    submit: screen.getByRole('button', { name: 'Send request' }),
  };
}

async function fillValidForm(fields: ReturnType<typeof renderForm>) {
  const user = userEvent.setup();
  await user.type(fields.name, ' Open Films ');
  await user.type(fields.siteUrl, 'https://films.example.org');
  await user.type(fields.email, 'hello@films.example.org');
  await user.type(fields.message, 'We list public-domain films.');
  return user;
}

beforeEach(() => {
  post.mockReset();
});

describe('the partnership form', () => {
  it('labels every field, with autocomplete, required and the schema’s length limits', () => {
    const fields = renderForm();
    expect(fields.name).toHaveAttribute('autocomplete', 'name');
    expect(fields.siteUrl).toHaveAttribute('autocomplete', 'url');
    expect(fields.email).toHaveAttribute('autocomplete', 'email');
    for (const field of [fields.name, fields.siteUrl, fields.email, fields.message]) {
      expect(field).toBeRequired();
    }
    expect(fields.name).toHaveAttribute('maxlength', '100');
    expect(fields.message).toHaveAttribute('maxlength', '2000');
  });

  it('shows each field’s message under it and sends nothing when the fields are empty or wrong', async () => {
    const user = userEvent.setup();
    const fields = renderForm();
    await user.type(fields.siteUrl, 'films.example.org');
    await user.type(fields.email, 'not an address');
    await user.click(fields.submit);
    expect(await screen.findByText(PARTNER_NAME_MESSAGE)).toBeVisible();
    expect(fields.name).toHaveAccessibleDescription(expect.stringContaining(PARTNER_NAME_MESSAGE));
    expect(fields.name).toBeInvalid();
    expect(fields.siteUrl).toHaveAccessibleDescription(
      expect.stringContaining(PARTNER_SITE_MESSAGE),
    );
    expect(fields.email).toHaveAccessibleDescription(PARTNER_EMAIL_MESSAGE);
    expect(fields.message).toHaveAccessibleDescription(
      expect.stringContaining(PARTNER_MESSAGE_MESSAGE),
    );
    expect(fields.name).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('takes a field’s message away once it is fixed', async () => {
    const user = userEvent.setup();
    const fields = renderForm();
    await user.click(fields.submit);
    expect(await screen.findByText(PARTNER_NAME_MESSAGE)).toBeVisible();
    await user.type(fields.name, 'Open Films');
    await vi.waitFor(() => expect(screen.queryByText(PARTNER_NAME_MESSAGE)).toBeNull());
    expect(screen.getByText(PARTNER_EMAIL_MESSAGE)).toBeVisible();
  });

  it('sends the trimmed request, disabled while sending, then thanks in place of the form', async () => {
    let finish: (value: JsonAnswer) => void = () => undefined;
    post.mockReturnValueOnce(new Promise((resolve) => (finish = resolve)));
    const fields = renderForm();
    const user = await fillValidForm(fields);
    await user.click(fields.submit);
    await vi.waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post).toHaveBeenCalledWith('/api/partners', {
      name: 'Open Films',
      siteUrl: 'https://films.example.org',
      email: 'hello@films.example.org',
      message: 'We list public-domain films.',
    });
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(fields.name).toBeDisabled();
    finish(answer(201, { id: '7' }));
    const thanks = await screen.findByTestId('partner-request-sent');
    expect(thanks).toHaveTextContent(
      'Thanks! We read every request and will reach you at hello@films.example.org.',
    );
    expect(thanks).toHaveFocus();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('shows the server’s field messages under their fields on a 400', async () => {
    post.mockResolvedValueOnce(
      answer(400, {
        error: 'Invalid request',
        issues: [{ path: 'siteUrl', message: 'That site cannot be reached' }],
      }),
    );
    const fields = renderForm();
    const user = await fillValidForm(fields);
    await user.click(fields.submit);
    await vi.waitFor(() =>
      expect(fields.siteUrl).toHaveAccessibleDescription(
        expect.stringContaining('That site cannot be reached'),
      ),
    );
    expect(fields.submit).toBeEnabled();
  });

  it('asks to try later on a 429, and to retry when the network fails', async () => {
    post.mockResolvedValueOnce(answer(429, { error: 'Too many requests' }));
    post.mockRejectedValueOnce(new Error('offline'));
    const fields = renderForm();
    const user = await fillValidForm(fields);
    await user.click(fields.submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests, please try again later.',
    );
    await user.click(fields.submit);
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Your request could not be sent: check your connection and try again.',
      ),
    );
    expect(fields.submit).toBeEnabled();
    expect(fields.name).toHaveValue(' Open Films ');
  });
});
