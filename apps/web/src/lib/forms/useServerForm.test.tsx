// @vitest-environment jsdom
import { Button } from '@/lib/ui/plain';
import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../errors';
import { renderWithApp } from '@/test/render';
import { ServerFormFrame, useServerForm, type ReportSaveError } from './useServerForm';

const schema = z.object({ title: z.string().trim().min(1, 'Please enter Title'), place: z.string() });
type Values = { title: string; place: string };

function TitleForm({ onSave }: { onSave: (values: Values, report: ReportSaveError) => void }) {
  const server = useServerForm<Values>({
    initialValues: { title: '', place: '' },
    schema,
    fields: ['title', 'place'],
    onSubmit: onSave,
  });
  return (
    <ServerFormFrame server={server} actions={<Button type="submit">Save</Button>}>
      <TextInput label="Title" {...server.form.getInputProps('title')} />
      <TextInput label="Place" {...server.form.getInputProps('place')} />
    </ServerFormFrame>
  );
}

describe('useServerForm', () => {
  it('checks with the schema before saving and shows its message beside the field, focused', async () => {
    const onSave = vi.fn();
    renderWithApp(<TitleForm onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Title')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Title')));
  });

  it('saves valid values, and puts a 400 answer’s messages beside the fields it names', async () => {
    const onSave = vi.fn((_values: Values, report: ReportSaveError) => {
      expect(report(new ApiError(400, { place: ['No such place.'] }), 'Could not save')).toBe(true);
    });
    renderWithApp(<TitleForm onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Welding');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ title: 'Welding', place: '' }, expect.any(Function));
    expect(await screen.findByText('No such place.')).toBeTruthy();
    expect(screen.getByLabelText('Place').getAttribute('aria-invalid')).toBe('true');
  });

  it('answers false for a failure that is not about the fields (the caller may close its dialog)', async () => {
    let answer: boolean | undefined;
    renderWithApp(<TitleForm onSave={(_v, report) => (answer = report(new ApiError(500, {}), 'Could not save'))} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Welding');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(answer).toBe(false);
    expect(screen.getByLabelText('Place').getAttribute('aria-invalid')).not.toBe('true');
  });
});
