import type { DisputeChatMessage, DisputeDecision } from '@backoffice/sdk';

type Party = Exclude<DisputeChatMessage['sender_role'], 'admin'>;

/** Who a scenario's message comes from and what it says, given the parties' first names. */
export interface ScriptLine {
  readonly from: Party;
  readonly text: (names: { client: string; freelancer: string; project: string }) => string;
  /** Index into the scenario's evidence list of a file attached to this message. */
  readonly attach?: number;
}

/** A kind of dispute: the complaint, the parties' chat and the evidence files they upload. */
export interface Scenario {
  readonly reason: string;
  readonly script: readonly ScriptLine[];
  /** Evidence file titles; each becomes an image under /uploads/disputes/<id>/. */
  readonly evidence: readonly string[];
  /** The decision an admin would most likely take, and its note. */
  readonly decision: DisputeDecision;
  readonly note: string;
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
      {
        from: 'client',
        text: ({ freelancer }) =>
          `Mas/Mbak ${freelancer}, tenggatnya sudah lewat dua minggu dan hasilnya belum ada. Saya ajukan dispute.`,
        attach: 0,
      },
      {
        from: 'freelancer',
        text: ({ client }) =>
          `Mohon maaf Pak/Bu ${client}, saya sempat sakit. Halaman utama sudah jadi, sisanya butuh 5 hari lagi.`,
      },
      {
        from: 'client',
        text: () => 'Kenapa tidak mengabari dari awal? Usaha saya jadi telat launching.',
        attach: 1,
      },
      {
        from: 'freelancer',
        text: () =>
          'Saya akui salah soal komunikasi. Saya siap potongan harga untuk keterlambatan.',
      },
    ],
  },
  {
    reason: 'Hasil desain tidak sesuai brief dan revisi tidak dikerjakan.',
    evidence: ['Brief desain dari klien', 'Hasil desain revisi kedua'],
    decision: 'refund_client',
    note: 'Hasil tidak memenuhi brief setelah dua kali revisi, dana dikembalikan ke klien.',
    script: [
      {
        from: 'client',
        text: ({ project }) =>
          `Untuk ${project}, revisi kedua <b>belum</b> dikerjakan sama sekali. Warna dan font masih sama seperti draft pertama.`,
        attach: 1,
      },
      {
        from: 'freelancer',
        text: () => 'Revisi sudah saya kirim kemarin sore lewat chat, mungkin belum terbaca.',
      },
      {
        from: 'client',
        text: () =>
          'Yang dikirim kemarin file yang sama, cuma ganti nama. Brief saya jelas minta warna hijau tosca.',
        attach: 0,
      },
      {
        from: 'freelancer',
        text: () => 'Baik, saya cek ulang. Tapi revisi ketiga di luar paket ya.',
      },
      {
        from: 'client',
        text: () => 'Ini masih revisi kedua, bukan ketiga. Saya minta dana dikembalikan.',
      },
    ],
  },
  {
    reason: 'Freelancer tidak merespons pesan sejak pembayaran diterima.',
    evidence: ['Bukti transfer pembayaran', 'Riwayat pesan tanpa balasan'],
    decision: 'refund_client',
    note: 'Freelancer tidak merespons lebih dari 7 hari, dana dikembalikan penuh ke klien.',
    script: [
      {
        from: 'client',
        text: () =>
          'Sudah 9 hari pesan saya tidak dibalas padahal pembayaran sudah masuk. Mohon bantuan admin.',
        attach: 0,
      },
      {
        from: 'client',
        text: () => 'Ini tangkapan layar chat saya yang tidak dibalas.',
        attach: 1,
      },
      {
        from: 'freelancer',
        text: ({ client }) =>
          `Maaf ${client}, HP saya hilang dan akun baru bisa saya buka hari ini. Pekerjaan belum saya mulai.`,
      },
      {
        from: 'client',
        text: () => 'Saya sudah tidak bisa menunggu lagi, tolong refund saja.',
      },
    ],
  },
  {
    reason: 'Klien meminta pekerjaan di luar lingkup awal tanpa tambahan biaya.',
    evidence: ['Ruang lingkup pekerjaan di penawaran', 'Daftar permintaan tambahan klien'],
    decision: 'release_freelancer',
    note: 'Pekerjaan sesuai lingkup penawaran sudah selesai, dana diteruskan ke freelancer.',
    script: [
      {
        from: 'freelancer',
        text: () =>
          'Semua poin di penawaran sudah saya kerjakan, tapi klien belum mau menyetujui pekerjaan.',
        attach: 0,
      },
      {
        from: 'client',
        text: () => 'Halaman blog dan fitur multi bahasa belum ada, padahal itu penting.',
      },
      {
        from: 'freelancer',
        text: () =>
          'Di penawaran hanya 5 halaman statis. Blog & multi bahasa tambahan biaya < Rp 1.000.000, sudah saya sampaikan.',
        attach: 1,
      },
      {
        from: 'client',
        text: () => 'Saya kira sudah termasuk. Saya tidak setuju bayar lagi.',
      },
    ],
  },
  {
    reason: 'Plugin yang dipasang freelancer membuat website error dan muncul skrip asing.',
    evidence: ['Tangkapan layar halaman error', 'Log error server'],
    decision: 'split',
    note: 'Perbaikan sebagian berhasil namun masih ada kerusakan, dana dibagi.',
    script: [
      {
        from: 'client',
        text: () =>
          "Setelah plugin dipasang, di halaman kontak muncul tulisan <script>alert('promo')</script> dan form tidak bisa dikirim.",
        attach: 0,
      },
      {
        from: 'freelancer',
        text: () =>
          'Itu dari plugin lama yang bentrok. Saya sudah nonaktifkan, form kontak sudah normal lagi.',
      },
      {
        from: 'client',
        text: () => 'Form memang normal, tapi halaman produk sekarang kosong. Ini lognya.',
        attach: 1,
      },
      {
        from: 'freelancer',
        text: () => 'Halaman produk butuh pemulihan database, itu di luar pekerjaan awal.',
      },
      {
        from: 'client',
        text: () =>
          'Di kolom komentar juga muncul <img src=x onerror=alert(1)> dan tautan javascript:alert(document.cookie) dari plugin itu.',
      },
      {
        from: 'freelancer',
        text: () =>
          'Itu sisa spam dari plugin lama. Cara pemulihan database ada di https://wordpress.org/documentation/article/wordpress-backups/ silakan dibaca dulu.',
      },
    ],
  },
  {
    reason: 'File akhir tidak lengkap dan sebagian tidak bisa dibuka.',
    evidence: ['Daftar file yang diterima'],
    decision: 'release_freelancer',
    note: 'Freelancer sudah mengirim ulang file lengkap dan klien telah menerimanya.',
    script: [
      {
        from: 'client',
        text: () => 'File .ai dan .psd tidak bisa dibuka, katanya rusak. Yang bisa hanya PNG.',
        attach: 0,
      },
      {
        from: 'freelancer',
        text: () => 'Mungkin versi aplikasinya berbeda. Saya kirim ulang versi CC 2019 ya.',
      },
      {
        from: 'client',
        text: () => 'Sudah saya coba, file .ai bisa dibuka. PSD masih error.',
      },
      {
        from: 'freelancer',
        text: () => 'PSD sudah saya upload ulang lewat Google Drive, silakan dicek kembali.',
      },
      {
        from: 'client',
        text: () =>
          'Oke sudah bisa. Terima kasih, tapi kenapa tidak dari awal & harus dispute dulu?',
      },
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
