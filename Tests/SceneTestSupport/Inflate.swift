/// A small DEFLATE (RFC 1951) decoder, enough to read the PNGs rsvg-convert writes in the
/// pixel tests (Foundation on Linux has no image decoding).
public struct Inflate {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private let input: [UInt8]
  private var position = 0
  private var bitBuffer: UInt32 = 0
  private var bitCount = 0
  private var output: [UInt8] = []

  private init(_ input: [UInt8]) { self.input = input }

  /// Decodes a zlib stream (RFC 1950): two header bytes, deflate data, Adler-32.
  public static func zlib(_ bytes: [UInt8]) throws -> [UInt8] {
    guard bytes.count >= 6, bytes[0] & 0x0f == 8, (UInt16(bytes[0]) << 8 | UInt16(bytes[1])) % 31 == 0
    else { throw Failure(description: "not a zlib stream") }
    var decoder = Inflate(Array(bytes[2...]))
    try decoder.run()
    return decoder.output
  }

  // MARK: - Bits

  private mutating func bits(_ count: Int) throws -> Int {
    while bitCount < count {
      guard position < input.count else { throw Failure(description: "unexpected end of data") }
      bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
      position += 1
      bitCount += 8
    }
    let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
    bitBuffer >>= UInt32(count)
    bitCount -= count
    return value
  }

  // MARK: - Huffman codes

  /// Canonical Huffman code: how many codes of each length, and the symbols ordered by
  /// code.
  private struct Huffman {
    var counts = [Int](repeating: 0, count: 16)
    var symbols: [Int] = []

    init(lengths: [Int]) {
      for length in lengths { counts[length] += 1 }
      counts[0] = 0
      var offsets = [Int](repeating: 0, count: 16)
      for length in 1..<16 { offsets[length] = offsets[length - 1] + counts[length - 1] }
      symbols = [Int](repeating: 0, count: lengths.count)
      for (symbol, length) in lengths.enumerated() where length != 0 {
        symbols[offsets[length]] = symbol
        offsets[length] += 1
      }
    }
  }

  private mutating func decode(_ h: Huffman) throws -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1..<16 {
      code |= try bits(1)
      let count = h.counts[length]
      if code - first < count { return h.symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw Failure(description: "bad Huffman code")
  }

  // MARK: - Blocks

  private static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  private static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  private static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  private static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]
  private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

  private mutating func run() throws {
    var last = false
    while !last {
      last = try bits(1) == 1
      switch try bits(2) {
      case 0: try stored()
      case 1: try codes(Self.fixedLiterals, Self.fixedDistances)
      case 2: try dynamic()
      default: throw Failure(description: "bad block type")
      }
    }
  }

  private mutating func stored() throws {
    bitBuffer = 0
    bitCount = 0
    guard position + 4 <= input.count else { throw Failure(description: "short stored block") }
    let length = Int(input[position]) | Int(input[position + 1]) << 8
    position += 4
    guard position + length <= input.count else { throw Failure(description: "short stored block") }
    output += input[position..<position + length]
    position += length
  }

  private static let fixedLiterals = Huffman(
    lengths: Array(repeating: 8, count: 144) + Array(repeating: 9, count: 112)
      + Array(repeating: 7, count: 24) + Array(repeating: 8, count: 8))
  private static let fixedDistances = Huffman(lengths: Array(repeating: 5, count: 30))

  private mutating func dynamic() throws {
    let literalCount = try bits(5) + 257
    let distanceCount = try bits(5) + 1
    let codeLengthCount = try bits(4) + 4
    var codeLengths = [Int](repeating: 0, count: 19)
    for i in 0..<codeLengthCount { codeLengths[Self.codeLengthOrder[i]] = try bits(3) }
    let lengthCode = Huffman(lengths: codeLengths)
    var lengths: [Int] = []
    while lengths.count < literalCount + distanceCount {
      let symbol = try decode(lengthCode)
      switch symbol {
      case 0..<16:
        lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else { throw Failure(description: "repeat with no length") }
        lengths += Array(repeating: previous, count: 3 + (try bits(2)))
      case 17:
        lengths += Array(repeating: 0, count: 3 + (try bits(3)))
      default:
        lengths += Array(repeating: 0, count: 11 + (try bits(7)))
      }
    }
    try codes(
      Huffman(lengths: Array(lengths[0..<literalCount])),
      Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount])))
  }

  private mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
    while true {
      let symbol = try decode(literals)
      if symbol < 256 {
        output.append(UInt8(symbol))
      } else if symbol == 256 {
        return
      } else {
        let i = symbol - 257
        guard i < Self.lengthBase.count else { throw Failure(description: "bad length symbol") }
        let length = Self.lengthBase[i] + (try bits(Self.lengthExtra[i]))
        let d = try decode(distances)
        guard d < Self.distanceBase.count else { throw Failure(description: "bad distance symbol") }
        let distance = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
        guard distance <= output.count else { throw Failure(description: "distance too far back") }
        let start = output.count - distance
        for k in 0..<length { output.append(output[start + k]) }
      }
    }
  }
}
