/**
 * Real Indonesian administrative chains for the location selects: province > kota/kabupaten >
 * kecamatan (the contract's "regency") > kelurahan (its "district") with the kelurahan's postal
 * code. Names and postal codes are the real ones. Province and kota/kabupaten ids are the
 * official Kemendagri/BPS codes; kecamatan and kelurahan ids follow the same layout (parent code
 * plus a 2- or 4-digit sequence) but the sequence numbers are the mock's own.
 *
 * `# id province`, `## id city`, then one kecamatan a line: `name: kelurahan postal code, …`
 * (an indented line goes on with the one above).
 */
export const PLACES_TABLE = `
# 31 DKI Jakarta
## 3171 Kota Jakarta Selatan
Kebayoran Baru: Selong 12110, Gunung 12120, Kramat Pela 12130, Gandaria Utara 12140,
  Cipete Utara 12150, Pulo 12160, Melawai 12160, Petogogan 12170, Rawa Barat 12180, Senayan 12190
Setiabudi: Setiabudi 12910, Karet 12920, Karet Semanggi 12930, Karet Kuningan 12940,
  Kuningan Timur 12950, Menteng Atas 12960, Pasar Manggis 12970, Guntur 12980
Tebet: Tebet Barat 12810, Tebet Timur 12820, Kebon Baru 12830, Bukit Duri 12840, Manggarai 12850,
  Manggarai Selatan 12860, Menteng Dalam 12870
Mampang Prapatan: Kuningan Barat 12710, Pela Mampang 12720, Bangka 12730, Tegal Parang 12790,
  Mampang Prapatan 12790
Cilandak: Cipete Selatan 12410, Gandaria Selatan 12420, Cilandak Barat 12430, Lebak Bulus 12440,
  Pondok Labu 12450
## 3173 Kota Jakarta Pusat
Menteng: Menteng 10310, Pegangsaan 10320, Cikini 10330, Kebon Sirih 10340, Gondangdia 10350
Gambir: Gambir 10110, Kebon Kelapa 10120, Petojo Utara 10130, Duri Pulo 10140, Cideng 10150,
  Petojo Selatan 10160
Tanah Abang: Bendungan Hilir 10210, Karet Tengsin 10220, Kebon Melati 10230, Kebon Kacang 10240,
  Kampung Bali 10250, Petamburan 10260, Gelora 10270
Senen: Senen 10410, Kwitang 10420, Kenari 10430, Paseban 10440, Kramat 10450, Bungur 10460
## 3174 Kota Jakarta Barat
Kebon Jeruk: Duri Kepa 11510, Kedoya Utara 11520, Kedoya Selatan 11520, Kebon Jeruk 11530,
  Sukabumi Utara 11540, Kelapa Dua 11550, Sukabumi Selatan 11560
Palmerah: Slipi 11410, Kota Bambu Utara 11420, Kota Bambu Selatan 11420, Jati Pulo 11430,
  Kemanggisan 11480, Palmerah 11480
Grogol Petamburan: Tomang 11440, Grogol 11450, Jelambar 11460, Jelambar Baru 11460,
  Wijaya Kusuma 11460, Tanjung Duren Utara 11470, Tanjung Duren Selatan 11470
# 32 Jawa Barat
## 3273 Kota Bandung
Sumur Bandung: Braga 40111, Kebon Pisang 40112, Merdeka 40113, Babakan Ciamis 40117
Coblong: Cipaganti 40131, Lebak Siliwangi 40132, Lebak Gede 40132, Sadang Serang 40133,
  Sekeloa 40134, Dago 40135
Bandung Wetan: Cihapit 40114, Citarum 40115, Tamansari 40116
Lengkong: Paledang 40261, Cikawao 40261, Malabar 40262, Burangrang 40262, Lingkar Selatan 40263,
  Turangga 40264, Cijagra 40265
Cicendo: Pasirkaliki 40171, Arjuna 40172, Pamoyanan 40173, Pajajaran 40173,
  Husen Sastranegara 40174, Sukaraja 40175
## 3204 Kabupaten Bandung
Cileunyi: Cileunyi Kulon 40622, Cileunyi Wetan 40622, Cimekar 40623, Cinunuk 40624,
  Cibiru Wetan 40625, Cibiru Hilir 40626
## 3275 Kota Bekasi
Bekasi Selatan: Marga Jaya 17141, Kayuringin Jaya 17144, Jakamulya 17146, Jakasetia 17147,
  Pekayon Jaya 17148
Bekasi Barat: Kota Baru 17133, Bintara 17134, Kranji 17135, Bintara Jaya 17136, Jakasampurna 17145
## 3271 Kota Bogor
Bogor Tengah: Pabaton 16121, Paledang 16122, Gudang 16123, Cibogor 16124, Kebon Kelapa 16125,
  Babakan Pasar 16126, Babakan 16128, Sempur 16129
Bogor Utara: Cibuluh 16151, Tegal Gundil 16152, Bantarjati 16153, Tanah Baru 16154, Cimahpar 16155,
  Ciluar 16156
# 35 Jawa Timur
## 3578 Kota Surabaya
Genteng: Embong Kaliasin 60271, Ketabang 60272, Kapasari 60273, Peneleh 60274, Genteng 60275
Gubeng: Gubeng 60281, Kertajaya 60282, Pucang Sewu 60283, Baratajaya 60284, Mojo 60285,
  Airlangga 60286
Wonokromo: Darmo 60241, Sawunggaling 60242, Wonokromo 60243, Jagir 60244, Ngagel Rejo 60245,
  Ngagel 60246
Tegalsari: Kedungdoro 60261, Tegalsari 60262, Wonorejo 60263, Dr. Sutomo 60264, Keputran 60265
## 3573 Kota Malang
Klojen: Klojen 65111, Rampal Celaket 65111, Samaan 65112, Penanggungan 65113, Gadingkasri 65115,
  Bareng 65116, Kasin 65117, Sukoharjo 65118, Kauman 65119, Kidul Dalem 65119
Lowokwaru: Lowokwaru 65141, Tulusrejo 65141, Jatimulyo 65141, Mojolangu 65142, Tunjungsekar 65142,
  Tasikmadu 65143, Tunggulwulung 65143, Dinoyo 65144, Merjosari 65144, Tlogomas 65144,
  Sumbersari 65145, Ketawanggede 65145
## 3579 Kota Batu
Batu: Ngaglik 65311, Songgokerto 65312, Pesanggrahan 65313, Sisir 65314, Temas 65315
`;
