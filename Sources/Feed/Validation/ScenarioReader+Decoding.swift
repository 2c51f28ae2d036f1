import JSON

extension ScenarioReader {
    /// The models' `Decodable` conformances: decoding through any `Decoder` (a `JSONDecoder`, say) applies
    /// the same checks as `ScenarioLoader`, so there is one definition of a valid value. All problems are
    /// reported in one `DecodingError.dataCorrupted` whose underlying error is a `ScenarioError`; paths are
    /// relative to the decoded value's coding path.
    static func decode<T>(
        _ decoder: any Decoder, limits: ScenarioLimits = .standard, _ read: (ScenarioReader, JSONValue, JSONPath) -> T?
    ) throws -> T {
        let value = try JSONValue(from: decoder)
        let reader = ScenarioReader(file: "<decoded>", limits: limits)
        let path = JSONPath(codingPath: decoder.codingPath)
        if let result = reader.clean({ read(reader, value, path) }) { return result }
        let error = ScenarioError(problems: reader.problems)
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: error.description, underlyingError: error))
    }
}
