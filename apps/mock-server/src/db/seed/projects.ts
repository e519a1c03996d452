import type { ProjectDetail } from '@backoffice/sdk';
import { slug } from '../files';
import { CITIES } from '../fixtures/cities';
import { COMPANY_FIELDS, COMPANY_FORMS, COMPANY_STEMS } from '../fixtures/companies';
import { list } from '../fixtures/list';
import { DAY_MS, daysBefore, jakartaDate, jakartaIso } from '../time';
import type { SeedContext } from './context';
import type { UserRecord } from './users';

const PROJECT_COUNT = 56;
const FIRST_PROJECT_ID = 760;

/** Project briefs: `category: title stems` a line, and under it the brief's first sentence. */
const BRIEFS = `
Pengembangan Aplikasi: Aplikasi Kasir, Aplikasi Absensi Karyawan, Aplikasi Pemesanan Katering
  Aplikasi berbasis web dan Android dengan laporan harian untuk pemilik usaha.
Pengembangan Website: Website Company Profile, Toko Online, Landing Page Produk Baru
  Website responsif dengan halaman profil, katalog, dan formulir kontak ke WhatsApp.
Desain Grafis: Desain Logo dan Brand Guideline, Desain Kemasan Produk, Desain Menu Restoran
  Tiga alternatif konsep, dua kali revisi, file akhir dalam format AI, PNG, dan PDF.
Video & Animasi: Video Promosi Produk, Animasi Explainer 60 Detik, Edit Video Konten Reels
  Naskah dari klien, musik bebas royalti, resolusi 1080p untuk Instagram dan YouTube.
Penulisan & Penerjemahan: Artikel SEO Blog, Terjemahan Katalog Inggris-Indonesia, Copywriting Iklan
  Gaya bahasa santai namun profesional, bebas plagiarisme, dengan riset kata kunci.
Pemasaran Digital: Kelola Instagram Bisnis, Iklan Google Ads, Strategi Konten TikTok
  Target pasar usia 18-35 tahun, laporan performa mingguan, anggaran iklan terpisah.
`
  .trim()
  .split(/\n(?! )/)
  .map((entry) => {
    const [head = '', brief = ''] = entry.split(/\n\s+/);
    const [category = '', titles = ''] = head.split(': ');
    return { category, titles: list(titles), brief };
  });

function companyClient(ctx: SeedContext): { name: string; email: string; phone: string | null } {
  const { rng } = ctx;
  const stem = rng.pick(COMPANY_STEMS);
  const name = `${rng.pick(COMPANY_FORMS)} ${stem} ${rng.pick(COMPANY_FIELDS)}`;
  const domain = slug(stem).replace(/-/g, '');
  // Office lines: area code 02x or 03x, then seven or eight digits.
  return { name, email: `admin@${domain}.co.id`, phone: `0${rng.int(21, 36)}${rng.digits(7)}` };
}

/**
 * Projects posted by the seeded clients (or by companies), newest with the highest id. About
 * one in four is inactive; a freelancer is hired on about half of them.
 */
export function seedProjects(ctx: SeedContext, users: readonly UserRecord[]) {
  const { rng } = ctx;
  const clients = users.filter((u) => u.role === 'client');
  const freelancers = users.filter((u) => u.role === 'freelancer');
  const ages = rng.intsHighestFirst(PROJECT_COUNT, 1, 300);
  const projects = ages.map((age, index): ProjectDetail => {
    const brief = rng.pick(BRIEFS);
    const place = rng.pick(CITIES);
    const client = rng.bool(0.7) ? rng.pick(clients) : null;
    const contact = client ?? companyClient(ctx);
    const created = daysBefore(age, rng.int(8 * 60, 20 * 60));
    const hired = rng.bool(0.5) ? rng.pick(freelancers).name : null;
    return {
      id: FIRST_PROJECT_ID + index,
      project_name: `${rng.pick(brief.titles)} ${place.city}`,
      client_name: contact.name,
      budget: rng.rupiah(1_500_000, 45_000_000, 250_000),
      deadline: jakartaDate(created + rng.int(14, 120) * DAY_MS),
      category: brief.category,
      rowStatus: rng.bool(0.75) ? 1 : 0,
      created_at: jakartaIso(created),
      description: `${brief.brief} Lokasi usaha di ${place.city}, ${place.province}.`,
      client_email: contact.email,
      client_phone: contact.phone,
      freelancer_name: hired,
      proposal_count: hired === null ? rng.int(0, 12) : rng.int(3, 25),
    };
  });
  return { projects };
}
