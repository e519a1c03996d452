export { Avatar, type AvatarProps } from './components/avatar';
export { Badge, type BadgeProps, type BadgeVariant } from './components/badge';
export { Breakable } from './components/breakable';
export { BusyBar } from './components/busy-bar';
export { Button, type ButtonProps, buttonVariants } from './components/button';
export {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from './components/card';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog';
export {
  type ColumnFit,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type ListPaging,
  type ListView,
} from './components/data-table';
export { DateInput, type DateInputProps } from './components/date-input';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './components/dialog';
export { preloadDialogs } from './components/dialog-loader';
export { ErrorState, type ErrorStateProps } from './components/error-state';
export { Field, type FieldProps, useFieldControl } from './components/field';
export { FilterDate, type FilterDateProps } from './components/filter-date';
export { FilterDateRange, type FilterDateRangeProps } from './components/filter-date-range';
export { FilterFrame, type FilterFrameProps } from './components/filter-frame';
export {
  AlertCircleIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  Icon,
  type IconProps,
  ImageIcon,
  LoaderIcon,
  XIcon,
} from './components/icons';
export { ImageField, type ImageFieldProps } from './components/image-field';
export { Input } from './components/input';
export { Label } from './components/label';
export {
  type FilterOption,
  FilterSelect,
  type FilterSelectProps,
  ListToolbar,
  type ListToolbarProps,
  SearchInput,
  type SearchInputProps,
} from './components/list-toolbar';
export { NativeSelect } from './components/native-select';
export { NotFoundState, type NotFoundStateProps } from './components/not-found-state';
export { PageHeader, type PageHeaderProps } from './components/page-header';
export {
  type PageItem,
  Pagination,
  type PaginationProps,
} from './components/pagination';
export { type QueryLike, QueryState, type QueryStateProps } from './components/query-state';
export {
  type SearchableOption,
  SearchableSelect,
  type SearchableSelectProps,
} from './components/searchable-select';
export { Skeleton } from './components/skeleton';
export { Spinner } from './components/spinner';
export { Stat, type StatFigure, StatGrid, type StatProps } from './components/stat';
export { StatusSwitch, type StatusSwitchProps } from './components/status-switch';
export { Switch, type SwitchProps } from './components/switch';
export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  type TableProps,
  TableRow,
} from './components/table';
export { Textarea } from './components/textarea';
export {
  TOAST_DURATION_MS,
  Toaster,
  type ToasterProps,
  type ToastOptions,
  toast,
} from './components/toaster';
export {
  TopProgress,
  type TopProgressProps,
} from './components/top-progress';
export { useMediaQuery } from './hooks/use-media-query';
export { type ScrollEdges, useScrollEdges } from './hooks/use-scroll-edges';
export { isIsoDate } from './lib/calendar-day';
export { cn } from './lib/cn';
export { isUnreadableDate, unreadableDateMessage } from './lib/date-text';
export { type ErrorText, ErrorTextProvider, useErrorText } from './lib/error-text';
export {
  type DateLike,
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPoint,
  formatRupiah,
  type NumberLike,
  parseAmount,
  parseDate,
} from './lib/format';
export {
  type DateRange,
  jakartaClock,
  lastDays,
  rangeDays,
  todayInJakarta,
} from './lib/jakarta-date';
