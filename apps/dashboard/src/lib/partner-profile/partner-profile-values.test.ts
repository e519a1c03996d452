import type { Partner } from '@backoffice/sdk';
import { partnerToProfileValues, toUpdatePartnerBody } from './partner-profile-values';

const partner: Partner = {
  id: 15,
  name: 'Siti Rahayu',
  email: 'siti.rahayu@backoffice.test',
  phone: '085712345678',
  address: null,
  role: 'P',
  photo: 'http://127.0.0.1:4010/uploads/profile/siti-rahayu.jpg',
  partner_code: 'SITISBY',
  bank: null,
  rowstatus: 1,
  total_member: 12,
  created_at: '2026-05-11T08:00:00+07:00',
  updated_at: '2026-09-30T16:45:00+07:00',
};

describe('partner profile form values', () => {
  it('fills the form from the record, a missing address as empty text, no new photo', () => {
    expect(partnerToProfileValues(partner)).toEqual({
      name: 'Siti Rahayu',
      email: 'siti.rahayu@backoffice.test',
      phone: '085712345678',
      address: '',
      photo: null,
    });
  });

  it('sends the partner id when an admin edits another partner, and always the address', () => {
    expect(
      toUpdatePartnerBody(
        { ...partnerToProfileValues(partner), name: 'Siti R. ', address: ' ' },
        15,
      ),
    ).toEqual({
      id: 15,
      name: 'Siti R.',
      email: 'siti.rahayu@backoffice.test',
      phone: '085712345678',
      address: '',
    });
  });

  it('sends no id for the own profile, and the photo only when a new one is chosen', () => {
    const photo = new File([new Uint8Array(8)], 'saya.png', { type: 'image/png' });
    const own = toUpdatePartnerBody({ ...partnerToProfileValues(partner), photo });
    expect(own).not.toHaveProperty('id');
    expect(own.photo).toBe(photo);
    expect(toUpdatePartnerBody(partnerToProfileValues(partner))).not.toHaveProperty('photo');
  });
});
