// The words of a script: the feature's user events (`load`, `refresh`, `search <text>`,
// `select <n>`, `back`, `favourite`), the two the feature chapter adds (`retry`,
// `foreground`), and the words that control the simulated service (`wait`, `fail-next`,
// `return-next`).

import Foundation

public struct ScriptParseError: Error, Equatable, Sendable {
    public var message: String

    public init(_ message: String) { self.message = message }
}

public enum ScriptStep: Equatable, Sendable {
    case load
    case refresh
    case retry
    case search(String)
    case select(Int)
    case back
    /// The list reloads even while a load runs.
    case foreground
    case favourite
    case wait
    /// How a stale response arrives.
    case waitNewestFirst
    /// Without a reason: a lost connection.
    case failNext(reason: String?)
    case returnNext(ids: [Int])

    public var text: String {
        switch self {
        case .load: "load"
        case .refresh: "refresh"
        case .retry: "retry"
        case .search(let query): query.isEmpty ? "search" : "search \(query)"
        case .select(let row): "select \(row)"
        case .back: "back"
        case .foreground: "foreground"
        case .favourite: "favourite"
        case .wait: "wait"
        case .waitNewestFirst: "wait newest-first"
        case .failNext(let reason): reason.map { "fail-next \($0)" } ?? "fail-next"
        case .returnNext(let ids):
            ids.isEmpty ? "return-next none" : "return-next " + ids.map(String.init).joined(separator: ",")
        }
    }

    public var isServicePlan: Bool {
        switch self {
        case .failNext, .returnNext: true
        default: false
        }
    }

    public static let vocabulary = [
        "load", "refresh", "retry", "search <text>", "select <n>", "back", "favourite", "foreground",
        "wait", "wait newest-first", "fail-next [reason]", "return-next <ids|none>",
    ]

    // MARK: - Parsing

    // Far more than any name or reason needs, and short enough that every pattern handles it at once.
    static let maximumLength = 10_000
    static let blanks = CharacterSet.whitespaces.union(CharacterSet(charactersIn: "\r"))

    public static func parseScript(_ script: String) throws(ScriptParseError) -> [ScriptStep] {
        var steps: [ScriptStep] = []
        for part in script.split(whereSeparator: { $0 == ";" || $0 == "\n" || $0 == "\r\n" }) {
            let words = part.trimmingCharacters(in: blanks)
            if words.isEmpty { continue }
            steps.append(try parse(words))
        }
        guard !steps.isEmpty else {
            throw ScriptParseError("the script is empty; give steps separated by ';', like \"load; wait\".")
        }
        return steps
    }

    public static func parse(_ step: String) throws(ScriptParseError) -> ScriptStep {
        if step.utf8.count > maximumLength, step.count > maximumLength {
            throw ScriptParseError(
                "the step '\(step.prefix(20).trimmingCharacters(in: blanks))…' is \(step.count) characters long; "
                    + "a step may be at most \(maximumLength) characters.")
        }
        let trimmed = step.trimmingCharacters(in: blanks)
        let word = trimmed.prefix { !$0.isWhitespace }
        let rest = trimmed.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
        switch (String(word), rest) {
        case ("load", ""): return .load
        case ("refresh", ""): return .refresh
        case ("retry", ""): return .retry
        case ("back", ""): return .back
        case ("foreground", ""): return .foreground
        case ("favourite", ""): return .favourite
        case ("wait", ""): return .wait
        case ("wait", "newest-first"): return .waitNewestFirst
        case ("search", _): return .search(rest)
        case ("fail-next", _): return .failNext(reason: rest.isEmpty ? nil : rest)
        case ("select", _):
            guard let row = Int(rest), row >= 1 else {
                if rest.allSatisfy(\.isASCII) && rest.allSatisfy(\.isNumber) && !rest.isEmpty {
                    throw ScriptParseError(
                        "'\(trimmed)': there is no row \(rest); rows are numbered from 1, like 'select 2'.")
                }
                throw ScriptParseError("'\(trimmed)' needs a row number from 1, like 'select 2'.")
            }
            return .select(row)
        case ("return-next", "none"): return .returnNext(ids: [])
        case ("return-next", _):
            let ids = rest.split(separator: ",", omittingEmptySubsequences: false).map {
                Int($0.trimmingCharacters(in: .whitespaces))
            }
            guard !rest.isEmpty, ids.allSatisfy({ $0 != nil }) else {
                throw ScriptParseError(
                    "'\(trimmed)' needs user ids separated by commas (like 'return-next 1,3') or 'none'.")
            }
            let unique = ids.compactMap { $0 }
            guard Set(unique).count == unique.count else {
                throw ScriptParseError(
                    "'\(trimmed)' names a user twice; ids are unique, so each may appear once.")
            }
            return .returnNext(ids: unique)
        case ("wait", _):
            throw ScriptParseError("'\(trimmed)': 'wait' takes no argument, or 'newest-first'.")
        case ("load", _), ("refresh", _), ("retry", _), ("back", _), ("foreground", _), ("favourite", _):
            throw ScriptParseError("'\(trimmed)': '\(word)' takes no argument.")
        default:
            throw ScriptParseError(
                "'\(trimmed)' is not a script step; the steps are: \(vocabulary.joined(separator: ", "))."
            )
        }
    }
}
