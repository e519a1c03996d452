import { ApiError, type FieldError } from '@backoffice/sdk';
import { formErrors } from './form-errors';

function apiError(message: string, fields: FieldError[]): ApiError {
  return new ApiError({ status: 400, body: { message, fields } });
}

describe('formErrors', () => {
  it('puts a body field the form has under that field, and nothing on the form', () => {
    const error = apiError('Kode referral sudah digunakan.', [
      { in: 'body', name: 'partner_code', message: 'Kode referral sudah digunakan.' },
    ]);
    expect(formErrors(error, ['partner_code'])).toEqual({
      fields: { partner_code: 'Kode referral sudah digunakan.' },
      message: null,
    });
  });

  it('keeps the first message of a field named twice', () => {
    const error = apiError('Data tidak valid.', [
      { in: 'body', name: 'email', message: 'Email wajib diisi.' },
      { in: 'body', name: 'email', message: 'Format email tidak valid.' },
    ]);
    expect(formErrors(error, ['email', 'name']).fields).toEqual({ email: 'Email wajib diisi.' });
  });

  it('puts an error about an item of a list field under that item, not under a look-alike', () => {
    const error = apiError('Pilihan minimal 2.', [
      { in: 'body', name: 'questions.0.options', message: 'Pilihan minimal 2.' },
    ]);
    expect(formErrors(error, ['questions'])).toEqual({
      fields: { 'questions.0.options': 'Pilihan minimal 2.' },
      message: null,
    });
    expect(formErrors(error, ['question'])).toEqual({ fields: {}, message: 'Pilihan minimal 2.' });
  });

  it("leaves the server's message to the form when a field is not the form's", () => {
    const error = apiError('Data tidak valid.', [
      { in: 'body', name: 'email', message: 'Format email tidak valid.' },
      { in: 'body', name: 'photo', message: 'Foto wajib diisi.' },
    ]);
    expect(formErrors(error, ['email'])).toEqual({
      fields: { email: 'Format email tidak valid.' },
      message: 'Data tidak valid.',
    });
  });

  it('does not put an error about the query or the path under a body field of that name', () => {
    const error = apiError('Halaman tidak valid.', [
      { in: 'query', name: 'page', message: 'Halaman tidak valid.' },
    ]);
    expect(formErrors(error, ['page'])).toEqual({ fields: {}, message: 'Halaman tidak valid.' });
  });

  it("gives the form the server's message when the error names no field", () => {
    const error = new ApiError({ status: 403, body: { message: 'Akun kamu tidak aktif.' } });
    expect(formErrors(error, ['email'])).toEqual({
      fields: {},
      message: 'Akun kamu tidak aktif.',
    });
  });

  it('has nothing to show without an error, and the fallback for an error not from the API', () => {
    expect(formErrors(null, ['email'])).toEqual({ fields: {}, message: null });
    expect(formErrors(new TypeError('x is undefined'), ['email'])).toEqual({
      fields: {},
      message: 'Maaf, terjadi masalah. Harap coba lagi',
    });
  });
});

describe('formErrors offline', () => {
  it('says the connection is gone when a call got no answer while offline', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const noAnswer = new ApiError({ kind: 'network', status: 0 });
    expect(formErrors(noAnswer, ['email'])).toEqual({
      fields: {},
      message: 'Tidak ada koneksi internet. Periksa koneksimu, lalu coba lagi.',
    });
    onLine.mockReturnValue(true);
    expect(formErrors(noAnswer, ['email']).message).toBe('Maaf, terjadi masalah. Harap coba lagi');
  });
});
