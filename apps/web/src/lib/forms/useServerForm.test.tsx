// @vitest-environment jsdom
import { Button } from '@/lib/ui/plain';
import { MultiSelect, Select, TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../errors';
import { renderWithApp } from '@/test/render';
import { ServerFormFrame, useServerForm, type ReportSaveError, type ServerFormOptions } from './useServerForm';

const schema = z.object({ title: z.string().trim().min(1, 'Please enter Title'), place: z.string() });
type Values = { title: string; place: string };

function TitleForm({
  onSave,
  ...options
}: { onSave: (values: Values, report: ReportSaveError) => void } & Partial<ServerFormOptions<Values>>) {
  const server = useServerForm<Values>({
    initialValues: { title: '', place: '' },
    schema,
    fields: ['title', 'place'],
    onSubmit: onSave,
    ...options,
  });
  return (
    <ServerFormFrame server={server} actions={<Button type="submit">Save</Button>}>
      <TextInput label="Title" {...server.form.getInputProps('title')} />
      <TextInput label="Place" {...server.form.getInputProps('place')} />
    </ServerFormFrame>
  );
}

const pickSchema = z.object({
  trades: z.array(z.string()).min(1, 'Choose a job category'),
  district: z.string().min(1, 'Choose a district'),
});
type Picks = { trades: string[]; district: string };

function PickForm({ first }: { first: 'trades' | 'district' }) {
  const server = useServerForm<Picks>({
    initialValues: { trades: [], district: '' },
    schema: pickSchema,
    fields: ['trades', 'district'],
    onSubmit: () => undefined,
  });
  const trades = (
    <MultiSelect
      key="trades"
      label="Job category"
      searchable
      data={['Welding', 'Plumbing']}
      {...server.form.getInputProps('trades')}
    />
  );
  const district = (
    <Select
      key="district"
      label="District"
      searchable
      data={['Gulu', 'Kampala']}
      {...server.form.getInputProps('district')}
    />
  );
  return (
    <ServerFormFrame server={server} actions={<Button type="submit">Save</Button>}>
      {first === 'trades' ? [trades, district] : [district, trades]}
    </ServerFormFrame>
  );
}

describe('useServerForm', () => {
  it.each(['trades', 'district'] as const)(
    'focuses a first invalid list field (%s) without opening its list over the message',
    { timeout: 20_000 },
    async (first) => {
      renderWithApp(<PickForm first={first} />);
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      const label = first === 'trades' ? 'Job category' : 'District';
      expect(await screen.findByText(first === 'trades' ? 'Choose a job category' : 'Choose a district')).toBeTruthy();
      await waitFor(() => {
        const focused = document.activeElement as HTMLInputElement | null;
        expect(focused?.getAttribute('aria-invalid')).toBe('true');
        expect(focused?.labels?.[0]?.textContent).toContain(label);
      });
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(screen.queryByRole('option')).toBeNull();
      // Typing still opens it, as ever.
      await userEvent.keyboard('l');
      expect(await screen.findAllByRole('option')).not.toHaveLength(0);
    },
  );

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

  it('places the messages of fields the API names otherwise through fieldMap, and toasts one with no field', async () => {
    const onSave = vi.fn((_values: Values, report: ReportSaveError) => {
      const body = { venue: { place: ['Fully booked.'] }, non_field_errors: ['Closed on Sundays.'] };
      report(new ApiError(400, body), 'Could not book');
    });
    renderWithApp(<TitleForm onSave={onSave} fieldMap={{ 'venue.place': 'place' }} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Welding');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fully booked.')).toBeTruthy();
    expect(screen.getByLabelText('Place').getAttribute('aria-invalid')).toBe('true');
    expect(await screen.findByText('Closed on Sundays.')).toBeTruthy();
    expect(screen.getByText('Could not book')).toBeTruthy();
  });

  it('checks values the schema sees under the API’s names, and the form’s own rules over the schema’s', async () => {
    const wire = z.preprocess(
      (values) => ({ title: (values as Values).title, 'venue.place': (values as Values).place }),
      z.object({ title: z.string(), 'venue.place': z.string().min(1, 'Please enter Place') }),
    );
    const onSave = vi.fn();
    renderWithApp(
      <TitleForm
        onSave={onSave}
        schema={wire}
        fieldMap={{ 'venue.place': 'place' }}
        validate={(values) => (values.title.length < 3 ? { title: 'Three letters at least' } : {})}
      />,
    );
    await userEvent.type(screen.getByLabelText('Title'), 'We');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter Place')).toBeTruthy();
    expect(screen.getByText('Three letters at least')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('titles the toast of a failure with no failure named "Error", with the server’s message', async () => {
    renderWithApp(<TitleForm onSave={(_v, report) => report(new ApiError(429, { detail: 'Slow down, please.' }))} />);
    await userEvent.type(screen.getByLabelText('Title'), 'Welding');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText('Slow down, please.');
    expect(message.closest('.mantine-Notification-root')?.textContent).toContain('Error');
  });

  it('works uncontrolled too (the account forms), and checks a field on change when asked', async () => {
    renderWithApp(<TitleForm onSave={vi.fn()} mode="uncontrolled" validateInputOnChange={['title']} />);
    await userEvent.type(screen.getByLabelText('Title'), ' ');
    expect(await screen.findByText('Please enter Title')).toBeTruthy();
  });
});
