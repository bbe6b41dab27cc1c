import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR, NETWORK_ERROR } from '@/lib/errors';
import { serverMessages } from './serverMessages';

const LABELS = { location: 'Address', services_provided: 'Services Provided' };

describe('serverMessages', () => {
  it('lists general messages first, then each field message named by its label', () => {
    const error = new ApiError(400, {
      services_provided: ['Choose services from the list.'],
      non_field_errors: ['Create a career counsellor account first.'],
      location: ['Address is required', 'Ensure this field has no more than 255 characters.'],
    });
    expect(serverMessages(error, LABELS)).toEqual([
      'Create a career counsellor account first.',
      'Services Provided: Choose services from the list.',
      'Address: Address is required Ensure this field has no more than 255 characters.',
    ]);
  });

  it('keeps a field without a label as its bare message, and reads {detail}', () => {
    expect(serverMessages(new ApiError(400, { upload: ['Upload a PDF file.'] }), LABELS)).toEqual([
      'Upload a PDF file.',
    ]);
    expect(
      serverMessages(new ApiError(403, { detail: 'You do not have permission to perform this action.' }), LABELS),
    ).toEqual(['You do not have permission to perform this action.']);
  });

  it('shows the connection problem, never a server error body or an empty list', () => {
    expect(serverMessages(new ApiError(500, { detail: 'Traceback…' }), LABELS)).toEqual([GENERIC_ERROR]);
    expect(serverMessages(new ApiError(0, { detail: NETWORK_ERROR }), LABELS)).toEqual([NETWORK_ERROR]);
    expect(serverMessages(new ApiError(400, {}), LABELS)).toEqual([GENERIC_ERROR]);
    expect(serverMessages(new Error('boom'), LABELS)).toEqual([GENERIC_ERROR]);
  });
});
