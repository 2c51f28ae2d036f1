/// Photo-like pictures, the same for the same id and size on every run and machine: a sky and a ground of
/// colours drawn from the id, shaped by fractal noise (hills, clouds, texture) and a film grain, so that a
/// JPEG of one has the entropy, and the encoded size and decoding cost, of a photograph rather than of a flat
/// test card.
public enum PhotoGenerator {
    /// Bumped whenever a photo's pixels change: the disk cache keeps files by it.
    public static let version = 1

    /// `width × height` RGB pixels (3 bytes each, rows packed) for photo `id`.
    ///
    /// The noise fields are sampled on a grid of `cell` pixels and interpolated between (their detail is
    /// coarser than a cell anyway); the grain is per pixel.
    /// - Complexity: O(width × height).
    public static func rgb(id: String, width: Int, height: Int) -> [UInt8] {
        guard width > 0, height > 0 else { return [] }
        let seed = stableHash(id)
        var random = SplitMix(seed: seed)
        let sky = (random.unit(0.35, 0.75), random.unit(0.5, 0.85), random.unit(0.7, 1.0))
        let ground = (random.unit(0.15, 0.55), random.unit(0.25, 0.6), random.unit(0.05, 0.35))
        let accent = (random.unit(0.5, 1.0), random.unit(0.2, 0.8), random.unit(0.1, 0.6))
        let horizon = random.unit(0.35, 0.65)
        let zoom = random.unit(2.5, 5.0)
        let noiseSeed = random.next()
        let aspect = Double(width) / Double(height)
        // The three noise fields (terrain, clouds, texture) on the coarse grid.
        let cell = 4
        let columns = width / cell + 2
        let rows = height / cell + 2
        var fields = [Double](repeating: 0, count: columns * rows * 3)
        for row in 0..<rows {
            let v = Double(row * cell) / Double(height)
            for column in 0..<columns {
                let u = Double(column * cell) / Double(width) * aspect
                let index = (row * columns + column) * 3
                fields[index] = fractalNoise(u * zoom, v * zoom, seed: noiseSeed)
                fields[index + 1] = fractalNoise(u * zoom * 1.7 + 19, v * zoom * 3.1, seed: noiseSeed &+ 1)
                fields[index + 2] = fractalNoise(u * zoom * 14, v * zoom * 14, seed: noiseSeed &+ 2)
            }
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let v = Double(y) / Double(height)
            let row = y / cell
            let fy = Double(y % cell) / Double(cell)
            for x in 0..<width {
                let column = x / cell
                let fx = Double(x % cell) / Double(cell)
                func field(_ k: Int) -> Double {
                    let a = fields[(row * columns + column) * 3 + k]
                    let b = fields[(row * columns + column + 1) * 3 + k]
                    let c = fields[((row + 1) * columns + column) * 3 + k]
                    let d = fields[((row + 1) * columns + column + 1) * 3 + k]
                    return (a + (b - a) * fx) + ((c + (d - c) * fx) - (a + (b - a) * fx)) * fy
                }
                let terrain = field(0)
                let ridge = horizon + (terrain - 0.5) * 0.35
                let color: (Double, Double, Double)
                if v < ridge {
                    // Sky: lighter towards the horizon, clouds where the noise is high.
                    let cloud = max(0, field(1) - 0.55) * 2
                    let light = 0.75 + 0.25 * v / max(ridge, 0.01)
                    color = mix(scale(sky, light), (0.97, 0.97, 0.97), cloud)
                } else {
                    // Ground: shaded by the terrain's noise, an accent colour in its hollows.
                    let depth = (v - ridge) / max(1 - ridge, 0.01)
                    color = mix(scale(ground, 0.55 + 0.6 * field(2) - 0.2 * depth), accent, max(0, 0.4 - terrain) * 0.8)
                }
                // Sensor noise and fine detail, a dozen levels either way, from the pixel's own hash: what
                // gives a photograph its bits per pixel once encoded (more than 1.5 at quality 85).
                let grain = Double(Int(mixBits(UInt64(x) &* 0x9E37_79B9 ^ UInt64(y) &* 0x85EB_CA6B ^ seed) % 25) - 12) / 255
                let offset = (y * width + x) * 3
                pixels[offset] = byte(color.0 + grain)
                pixels[offset + 1] = byte(color.1 + grain)
                pixels[offset + 2] = byte(color.2 + grain)
            }
        }
        return pixels
    }

    /// FNV-1a of the id's UTF-8: the same on every run (Swift's `hashValue` is seeded per process).
    static func stableHash(_ id: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in id.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3 }
        return hash
    }

    /// Five octaves of value noise, in 0...1.
    private static func fractalNoise(_ x: Double, _ y: Double, seed: UInt64) -> Double {
        var total = 0.0
        var amplitude = 0.5
        var frequency = 1.0
        for octave in 0..<5 {
            total += amplitude * valueNoise(x * frequency, y * frequency, seed: seed &+ UInt64(octave))
            amplitude *= 0.5
            frequency *= 2.03
        }
        return total / 0.96875
    }

    /// Random values on the integer lattice, interpolated with a smoothstep.
    private static func valueNoise(_ x: Double, _ y: Double, seed: UInt64) -> Double {
        let x0 = x.rounded(.down)
        let y0 = y.rounded(.down)
        let fx = x - x0
        let fy = y - y0
        let sx = fx * fx * (3 - 2 * fx)
        let sy = fy * fy * (3 - 2 * fy)
        let ix = Int64(x0)
        let iy = Int64(y0)
        func lattice(_ dx: Int64, _ dy: Int64) -> Double {
            let bits = mixBits(UInt64(bitPattern: ix &+ dx) &* 0x632B_E59B_D9B4_E019 ^ UInt64(bitPattern: iy &+ dy) &* 0x8CB9_2BA7_2F3D_8DD7 ^ seed)
            return Double(bits >> 11) / Double(1 << 53)
        }
        let top = lattice(0, 0) + (lattice(1, 0) - lattice(0, 0)) * sx
        let bottom = lattice(0, 1) + (lattice(1, 1) - lattice(0, 1)) * sx
        return top + (bottom - top) * sy
    }

    /// SplitMix64's finaliser: every input bit moves every output bit.
    private static func mixBits(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private static func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (Double, Double, Double) {
        let t = min(max(t, 0), 1)
        return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t)
    }

    private static func scale(_ a: (Double, Double, Double), _ factor: Double) -> (Double, Double, Double) {
        (a.0 * factor, a.1 * factor, a.2 * factor)
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8(min(max(value * 255, 0), 255).rounded())
    }

    /// SplitMix64: the colours and shapes drawn from the id.
    private struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            return PhotoGenerator.mixBits(state)
        }
        mutating func unit(_ low: Double, _ high: Double) -> Double {
            low + (high - low) * Double(next() >> 11) / Double(1 << 53)
        }
    }
}
