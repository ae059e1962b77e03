// The icon set: every icon the design system and the app use, under our own names.
import {
  ArrowLeft,
  Ban,
  Briefcase,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  CircleAlert,
  CircleCheck,
  CirclePlus,
  ClipboardList,
  Copy,
  Download,
  EllipsisVertical,
  ExternalLink,
  Eye,
  FileText,
  GripVertical,
  Inbox,
  Info,
  LayoutDashboard,
  Link,
  LogOut,
  Mail,
  Menu,
  Pencil,
  Phone,
  Plus,
  Search,
  Settings,
  SquarePen,
  Star,
  StickyNote,
  Trash2,
  TriangleAlert,
  User,
  Users,
  X,
} from 'lucide-react';
import { createIcon } from './createIcon.tsx';

export const ArrowLeftIcon = createIcon(ArrowLeft, 'ArrowLeftIcon');
export const BanIcon = createIcon(Ban, 'BanIcon');
export const BriefcaseIcon = createIcon(Briefcase, 'BriefcaseIcon');
export const CalendarIcon = createIcon(Calendar, 'CalendarIcon');
export const CheckIcon = createIcon(Check, 'CheckIcon');
export const ChevronDownIcon = createIcon(ChevronDown, 'ChevronDownIcon');
export const ChevronLeftIcon = createIcon(ChevronLeft, 'ChevronLeftIcon');
export const ChevronRightIcon = createIcon(ChevronRight, 'ChevronRightIcon');
export const CloseIcon = createIcon(X, 'CloseIcon');
export const CopyIcon = createIcon(Copy, 'CopyIcon');
export const DashboardIcon = createIcon(LayoutDashboard, 'DashboardIcon');
export const DeleteIcon = createIcon(Trash2, 'DeleteIcon');
export const DocumentIcon = createIcon(FileText, 'DocumentIcon');
export const DownloadIcon = createIcon(Download, 'DownloadIcon');
export const DragHandleIcon = createIcon(GripVertical, 'DragHandleIcon');
export const EditIcon = createIcon(Pencil, 'EditIcon');
export const ErrorIcon = createIcon(CircleAlert, 'ErrorIcon');
export const ExternalLinkIcon = createIcon(ExternalLink, 'ExternalLinkIcon');
export const InboxIcon = createIcon(Inbox, 'InboxIcon');
export const InfoIcon = createIcon(Info, 'InfoIcon');
export const LinkIcon = createIcon(Link, 'LinkIcon');
export const LogoutIcon = createIcon(LogOut, 'LogoutIcon');
export const MailIcon = createIcon(Mail, 'MailIcon');
export const MenuIcon = createIcon(Menu, 'MenuIcon');
export const MoreIcon = createIcon(EllipsisVertical, 'MoreIcon');
export const NoteIcon = createIcon(StickyNote, 'NoteIcon');
export const PencilSquareIcon = createIcon(SquarePen, 'PencilSquareIcon');
export const PhoneIcon = createIcon(Phone, 'PhoneIcon');
export const PlusCircleIcon = createIcon(CirclePlus, 'PlusCircleIcon');
export const PlusIcon = createIcon(Plus, 'PlusIcon');
export const QuestionnaireIcon = createIcon(ClipboardList, 'QuestionnaireIcon');
export const SearchIcon = createIcon(Search, 'SearchIcon');
export const SettingsIcon = createIcon(Settings, 'SettingsIcon');
export const StarIcon = createIcon(Star, 'StarIcon');
export const SuccessIcon = createIcon(CircleCheck, 'SuccessIcon');
export const UserIcon = createIcon(User, 'UserIcon');
export const UsersIcon = createIcon(Users, 'UsersIcon');
export const ViewIcon = createIcon(Eye, 'ViewIcon');
export const WarningIcon = createIcon(TriangleAlert, 'WarningIcon');
