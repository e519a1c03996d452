import type { DisputeChatMessage, DisputeDecision } from '@backoffice/sdk';

type Names = { readonly client: string; readonly freelancer: string; readonly project: string };

/**
 * A kind of dispute: the complaint, the parties' chat and the evidence files they upload. A
 * script line is `client` or `freelancer`, `#n` when it attaches evidence file n, then the text,
 * where `{client}`, `{freelancer}` and `{project}` stand for the parties' first names and the
 * project (`scriptLine`).
 */
interface Scenario {
  readonly reason: string;
  readonly script: readonly string[];
  /** Evidence file titles; each becomes an image under /uploads/disputes/<id>/. */
  readonly evidence: readonly string[];
  /** The decision an admin would most likely take, and its note. */
  readonly decision: DisputeDecision;
  readonly note: string;
}

/** Who a script line comes from, the index of the evidence it attaches, and what it says. */
export function scriptLine(line: string, names: Names) {
  const [, from, attach, text = ''] = /^(client|freelancer)(?: #(\d+))?: (.*)$/s.exec(line) ?? [];
  return {
    from: from as Exclude<DisputeChatMessage['sender_role'], 'admin'>,
    attach: attach === undefined ? undefined : Number(attach),
    text: text.replace(/\{(client|freelancer|project)\}/g, (_, key: keyof Names) => names[key]),
  };
}

/**
 * Realistic dispute conversations. Some messages quote HTML-like text (`<b>`, `<script>`, an
 * `<img onerror>`, `<`), a `javascript:` link and an https link on purpose: chat is user-written,
 * and the dashboard must render it as plain text with only http(s) links clickable.
 */
export const SCENARIOS: readonly Scenario[] = [
  {
    reason: 'Pekerjaan terlambat lebih dari dua minggu dari tenggat yang disepakati.',
    evidence: ['Tangkapan layar kesepakatan tenggat', 'Riwayat pesan dengan freelancer'],
    decision: 'split',
    note: 'Sebagian pekerjaan sudah diserahkan, dana dibagi sesuai progres.',
    script: [
      'client #0: Mas/Mbak {freelancer}, tenggatnya sudah lewat dua minggu dan hasilnya belum ada. Saya ajukan dispute.',
      'freelancer: Mohon maaf Pak/Bu {client}, saya sempat sakit. Halaman utama sudah jadi, sisanya butuh 5 hari lagi.',
      'client #1: Kenapa tidak mengabari dari awal? Usaha saya jadi telat launching.',
      'freelancer: Saya akui salah soal komunikasi. Saya siap potongan harga untuk keterlambatan.',
    ],
  },
  {
    reason: 'Hasil desain tidak sesuai brief dan revisi tidak dikerjakan.',
    evidence: ['Brief desain dari klien', 'Hasil desain revisi kedua'],
    decision: 'refund_client',
    note: 'Hasil tidak memenuhi brief setelah dua kali revisi, dana dikembalikan ke klien.',
    script: [
      'client #1: Untuk {project}, revisi kedua <b>belum</b> dikerjakan sama sekali. Warna dan font masih sama seperti draft pertama.',
      'freelancer: Revisi sudah saya kirim kemarin sore lewat chat, mungkin belum terbaca.',
      'client #0: Yang dikirim kemarin file yang sama, cuma ganti nama. Brief saya jelas minta warna hijau tosca.',
      'freelancer: Baik, saya cek ulang. Tapi revisi ketiga di luar paket ya.',
      'client: Ini masih revisi kedua, bukan ketiga. Saya minta dana dikembalikan.',
    ],
  },
  {
    reason: 'Freelancer tidak merespons pesan sejak pembayaran diterima.',
    evidence: ['Bukti transfer pembayaran', 'Riwayat pesan tanpa balasan'],
    decision: 'refund_client',
    note: 'Freelancer tidak merespons lebih dari 7 hari, dana dikembalikan penuh ke klien.',
    script: [
      'client #0: Sudah 9 hari pesan saya tidak dibalas padahal pembayaran sudah masuk. Mohon bantuan admin.',
      'client #1: Ini tangkapan layar chat saya yang tidak dibalas.',
      'freelancer: Maaf {client}, HP saya hilang dan akun baru bisa saya buka hari ini. Pekerjaan belum saya mulai.',
      'client: Saya sudah tidak bisa menunggu lagi, tolong refund saja.',
    ],
  },
  {
    reason: 'Klien meminta pekerjaan di luar lingkup awal tanpa tambahan biaya.',
    evidence: ['Ruang lingkup pekerjaan di penawaran', 'Daftar permintaan tambahan klien'],
    decision: 'release_freelancer',
    note: 'Pekerjaan sesuai lingkup penawaran sudah selesai, dana diteruskan ke freelancer.',
    script: [
      'freelancer #0: Semua poin di penawaran sudah saya kerjakan, tapi klien belum mau menyetujui pekerjaan.',
      'client: Halaman blog dan fitur multi bahasa belum ada, padahal itu penting.',
      'freelancer #1: Di penawaran hanya 5 halaman statis. Blog & multi bahasa tambahan biaya < Rp 1.000.000, sudah saya sampaikan.',
      'client: Saya kira sudah termasuk. Saya tidak setuju bayar lagi.',
    ],
  },
  {
    reason: 'Plugin yang dipasang freelancer membuat website error dan muncul skrip asing.',
    evidence: ['Tangkapan layar halaman error', 'Log error server'],
    decision: 'split',
    note: 'Perbaikan sebagian berhasil namun masih ada kerusakan, dana dibagi.',
    script: [
      "client #0: Setelah plugin dipasang, di halaman kontak muncul tulisan <script>alert('promo')</script> dan form tidak bisa dikirim.",
      'freelancer: Itu dari plugin lama yang bentrok. Saya sudah nonaktifkan, form kontak sudah normal lagi.',
      'client #1: Form memang normal, tapi halaman produk sekarang kosong. Ini lognya.',
      'freelancer: Halaman produk butuh pemulihan database, itu di luar pekerjaan awal.',
      'client: Di kolom komentar juga muncul <img src=x onerror=alert(1)> dan tautan javascript:alert(document.cookie) dari plugin itu.',
      'freelancer: Itu sisa spam dari plugin lama. Cara pemulihan database ada di https://wordpress.org/documentation/article/wordpress-backups/ silakan dibaca dulu.',
    ],
  },
  {
    reason: 'File akhir tidak lengkap dan sebagian tidak bisa dibuka.',
    evidence: ['Daftar file yang diterima'],
    decision: 'release_freelancer',
    note: 'Freelancer sudah mengirim ulang file lengkap dan klien telah menerimanya.',
    script: [
      'client #0: File .ai dan .psd tidak bisa dibuka, katanya rusak. Yang bisa hanya PNG.',
      'freelancer: Mungkin versi aplikasinya berbeda. Saya kirim ulang versi CC 2019 ya.',
      'client: Sudah saya coba, file .ai bisa dibuka. PSD masih error.',
      'freelancer: PSD sudah saya upload ulang lewat Google Drive, silakan dicek kembali.',
      'client: Oke sudah bisa. Terima kasih, tapi kenapa tidak dari awal & harus dispute dulu?',
    ],
  },
];

/** What the admin says when taking a dispute up and when rejecting one. */
export const ADMIN_REVIEW_LINES = [
  'Terima kasih atas informasinya. Kami tinjau dalam 2x24 jam kerja.',
  'Halo, dispute ini sedang kami tinjau. Mohon kedua pihak tidak menutup transaksi dulu.',
  'Kami sudah menerima bukti dari kedua pihak dan sedang memeriksanya.',
] as const;

export const REJECTION_NOTES = [
  'Bukti yang diajukan tidak cukup, dana diteruskan ke freelancer.',
  'Pekerjaan sudah disetujui klien sebelum dispute diajukan, dispute ditolak.',
  'Keluhan di luar lingkup pekerjaan yang disepakati, dispute ditolak.',
] as const;
