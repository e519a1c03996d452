import { describe, expect, it } from 'vitest';
import { uploadHint, uploadProblem, uploadRules } from '../src/index';

const voucherImage = uploadRules.CreateVoucherRequest.image;
const background = uploadRules.KreatorBackgroundRequest.background;

describe('uploadProblem', () => {
  it('accepts a file of an accepted type within the size', () => {
    expect(uploadProblem(voucherImage, { type: 'image/webp', size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('names the field and the accepted types for another type or an empty file', () => {
    expect(uploadProblem(voucherImage, { type: 'image/svg+xml', size: 10 })).toBe(
      'Gambar harus berupa gambar JPG, PNG atau WEBP.',
    );
    expect(uploadProblem(background, { type: 'image/png', size: 0 })).toBe(
      'Gambar latar harus berupa gambar JPG atau PNG.',
    );
  });

  it('names the field and its limit for a file too large', () => {
    expect(uploadProblem(background, { type: 'image/jpeg', size: 4 * 1024 * 1024 + 1 })).toBe(
      'Ukuran gambar latar maksimal 4 MB.',
    );
  });
});

describe('uploadHint', () => {
  it('names the accepted types and the size as the field hint', () => {
    expect(uploadHint(uploadRules.CreateVoucherRequest.image)).toBe(
      'JPG, PNG atau WEBP, maksimal 2 MB.',
    );
  });
});
