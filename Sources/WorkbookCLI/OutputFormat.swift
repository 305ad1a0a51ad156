// The output formats commands offer, and the one JSON encoder they share so every JSON
// document the workbook prints has the same stable shape: sorted keys, pretty printed.

import Foundation

enum OutputFormat: String, CaseIterable {
    case text
    case json
    case markdown
    case mermaid

    static func parse(_ value: String?, allowed: [OutputFormat]) throws(CommandError) -> OutputFormat {
        guard let value else { return .text }
        guard let format = OutputFormat(rawValue: value), allowed.contains(format) else {
            let names = allowed.map(\.rawValue).joined(separator: ", ")
            throw .usage("unknown format '\(value)'; the formats are: \(names).")
        }
        return format
    }
}

extension Option where Value == OutputFormat {
    static func format(_ allowed: [OutputFormat], help: String) -> Self {
        Self(
            "format", value: allowed.map(\.rawValue).joined(separator: "|"), help: help, default: .text,
            shownDefault: "text"
        ) { text throws(CommandError) in
            try OutputFormat.parse(text, allowed: allowed)
        }
    }
}

func encodeJSON(_ value: some Encodable) throws(CommandError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    } catch {
        throw .failure("could not encode the result as JSON: \(error)")
    }
}
