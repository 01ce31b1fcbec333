import type { ColumnType, Generated } from 'kysely';

/** A JSON column with a default in the database: optional when inserting. */
type JsonWithDefault<T> = ColumnType<T, string | T | undefined, string | T>;

/** A reference file kept with an item or a modification request (images and PDFs). */
export interface StoredRefFile {
  id: string;
  name: string;
  contentType: string;
  /** Capability key: the file is served at `/v1/product-order/files/{key}/{name}`. */
  key: string;
}

export interface ProductOrdersTable {
  id: string;
  enterprise_id: string;
  name: string;
  category: string;
  /** Derived from the items by `deriveOrderState` and stored for lists and search. */
  state: string;
  created_by: string | null;
  submitted_at: Date | null;
  confirmed_at: Date | null;
  final_finished_at: Date | null;
  service_uploaded_at: Date | null;
  /** The total kept when the order was confirmed; null until then. */
  frozen_price: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProductOrderItemsTable {
  id: string;
  order_id: string;
  name: string;
  alias: string | null;
  product_type: string;
  quality: string;
  complexity: string;
  brand: string | null;
  color: string | null;
  width_mm: number;
  depth_mm: number;
  height_mm: number;
  note: string;
  state: string;
  assigned_operator_id: string | null;
  product_id: string | null;
  review_round: Generated<number>;
  /** The item's price kept when the order was confirmed; null until then. */
  frozen_price: number | null;
  ref_files: JsonWithDefault<StoredRefFile[]>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ProductOrderModRequestsTable {
  id: string;
  item_id: string;
  round: number;
  type: string;
  content: string;
  ref_files: JsonWithDefault<StoredRefFile[]>;
  created_by: string | null;
  created_at: Generated<Date>;
}

/** The timeline: every state change of an order or one of its items, by whom, with its note. */
export interface ProductOrderEventsTable {
  id: string;
  /** Order of the timeline: events of one transaction share their `created_at`. */
  seq: Generated<number>;
  order_id: string;
  item_id: string | null;
  from_state: string | null;
  to_state: string;
  actor: string;
  actor_id: string | null;
  note: string;
  created_at: Generated<Date>;
}

/** A short-lived download token of an order's workbook; only its hash is stored. */
export interface ExportTokensTable {
  token_hash: string;
  order_id: string;
  user_id: string;
  expires_at: Date;
}

export interface ProductOrderTables {
  export_tokens: ExportTokensTable;
  product_orders: ProductOrdersTable;
  product_order_items: ProductOrderItemsTable;
  product_order_mod_requests: ProductOrderModRequestsTable;
  product_order_events: ProductOrderEventsTable;
}
