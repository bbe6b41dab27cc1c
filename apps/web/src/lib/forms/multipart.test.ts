import { describe, expect, it } from 'vitest';
import { multipartOf } from './multipart';

describe('multipartOf', () => {
  it('sends text trimmed, a list as the field repeated, numbers as text and a chosen file as itself', () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const body = multipartOf({ name: '  Acme Works ', category: ['3', '7'], no_of_employees: 12, logo }, ['logo']);
    expect(body.get('name')).toBe('Acme Works');
    expect(body.getAll('category')).toEqual(['3', '7']);
    expect(body.get('no_of_employees')).toBe('12');
    expect((body.get('logo') as File).name).toBe('logo.png');
  });

  it('sends an empty value as "" so a PUT clears it, but leaves out an empty file field so the stored file stays', () => {
    const body = multipartOf({ end_date: null, certificate: null, grades: undefined }, ['certificate']);
    expect(body.get('end_date')).toBe('');
    expect(body.get('grades')).toBe('');
    expect(body.has('certificate')).toBe(false);
  });
});
