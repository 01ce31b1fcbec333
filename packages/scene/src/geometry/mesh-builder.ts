/** A point in the renderer's frame: X = plan x, Y = up, Z = plan y (millimetres). */
export type MeshPoint = readonly [number, number, number];

/** A named run of triangles, so a renderer can give each part of a mesh its own material. */
export interface MeshGroup<Part extends string> {
  readonly part: Part;
  /** First index (into `indices`) and how many indices belong to the part. */
  readonly start: number;
  readonly count: number;
}

/** Plain mesh arrays, ready for a BufferGeometry: positions and normals as xyz triples. */
export interface MeshData<Part extends string> {
  readonly positions: number[];
  readonly normals: number[];
  readonly indices: number[];
  readonly groups: MeshGroup<Part>[];
}

/** Collects flat-shaded triangles, winding each one to face along the normal it is given. */
export class MeshBuilder<Part extends string> {
  readonly data: MeshData<Part> = { positions: [], normals: [], indices: [], groups: [] };
  private open: { part: Part; start: number } | undefined;

  /** Starts the group of a part; the previous group ends. */
  part(part: Part): void {
    this.close();
    this.open = { part, start: this.data.indices.length };
  }

  /** Adds a vertex and returns its index. */
  vertex(p: MeshPoint, normal: MeshPoint): number {
    this.data.positions.push(p[0], p[1], p[2]);
    this.data.normals.push(normal[0], normal[1], normal[2]);
    return this.data.positions.length / 3 - 1;
  }

  /** Adds a triangle of existing vertices, facing along `normal` (counter-clockwise seen from there). */
  triangle(a: number, b: number, c: number, normal: MeshPoint): void {
    const p = (i: number): MeshPoint => [
      this.data.positions[i * 3]!,
      this.data.positions[i * 3 + 1]!,
      this.data.positions[i * 3 + 2]!,
    ];
    const [pa, pb, pc] = [p(a), p(b), p(c)];
    const u = [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]];
    const v = [pc[0] - pa[0], pc[1] - pa[1], pc[2] - pa[2]];
    const n = [u[1]! * v[2]! - u[2]! * v[1]!, u[2]! * v[0]! - u[0]! * v[2]!, u[0]! * v[1]! - u[1]! * v[0]!];
    const facing = n[0]! * normal[0] + n[1]! * normal[1] + n[2]! * normal[2];
    if (facing === 0) return;
    if (facing > 0) this.data.indices.push(a, b, c);
    else this.data.indices.push(a, c, b);
  }

  /** Adds a flat quad a-b-c-d (in order around its edge) facing along `normal`. */
  quad(a: MeshPoint, b: MeshPoint, c: MeshPoint, d: MeshPoint, normal: MeshPoint): void {
    const [ia, ib, ic, id] = [a, b, c, d].map((p) => this.vertex(p, normal)) as [
      number,
      number,
      number,
      number,
    ];
    this.triangle(ia, ib, ic, normal);
    this.triangle(ia, ic, id, normal);
  }

  /** Ends the open group and returns the mesh. */
  finish(): MeshData<Part> {
    this.close();
    return this.data;
  }

  private close(): void {
    if (!this.open) return;
    const count = this.data.indices.length - this.open.start;
    if (count > 0) this.data.groups.push({ part: this.open.part, start: this.open.start, count });
    this.open = undefined;
  }
}
