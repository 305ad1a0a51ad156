// A deliberately small argument parser: options as `--name value` or `--name=value`,
// flags, and positionals (a negative number such as `-1` is a positional, not an option).
// Anything left unread is an error naming the bad word; an option given twice is too.

import CommandSupport

/// The arguments of one command, consumed as the command reads them.
struct ArgumentList {
    private var remaining: [String]
    /// The options and flags read so far, to tell a repeated one from an unknown one.
    private var read: Set<String> = []

    /// Wraps the arguments after the command's name.
    init(_ arguments: [String]) {
        remaining = arguments
    }

    /// Whether `--help` or `-h` is among the arguments.
    var wantsHelp: Bool {
        remaining.contains("--help") || remaining.contains("-h")
    }

    /// Removes and returns the value of `--name VALUE` or `--name=VALUE`; `nil` if absent.
    mutating func option(_ name: String) throws(CommandError) -> String? {
        let value = try takeOption(name)
        if value != nil {
            read.insert("--" + name)
            if try takeOption(name) != nil {
                throw .usage("'--\(name)' was given twice; give it once.")
            }
        }
        return value
    }

    private mutating func takeOption(_ name: String) throws(CommandError) -> String? {
        let flag = "--" + name
        if let index = remaining.firstIndex(where: { $0.hasPrefix(flag + "=") }) {
            let value = String(remaining.remove(at: index).dropFirst(flag.count + 1))
            return value
        }
        guard let index = remaining.firstIndex(of: flag) else { return nil }
        guard index + 1 < remaining.count, !remaining[index + 1].hasPrefix("--") else {
            throw .usage("'\(flag)' needs a value.")
        }
        let value = remaining[index + 1]
        remaining.removeSubrange(index...(index + 1))
        return value
    }

    /// Removes `--name` and returns whether it was there.
    mutating func flag(_ name: String) -> Bool {
        guard let index = remaining.firstIndex(of: "--" + name) else { return false }
        remaining.remove(at: index)
        read.insert("--" + name)
        return true
    }

    /// Removes and returns the next argument that is not an option. Read every option
    /// first, so an option's value is never taken for a positional argument.
    mutating func positional() -> String? {
        guard let index = remaining.firstIndex(where: { !$0.hasPrefix("-") || Self.isNegativeNumber($0) })
        else { return nil }
        return remaining.remove(at: index)
    }

    /// `-1`, `-03`: a number below zero, which is a (wrong) value rather than an option.
    static func isNegativeNumber(_ word: String) -> Bool {
        word.count > 1 && word.hasPrefix("-") && word.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Throws for the first argument nobody read.
    func finish() throws(CommandError) {
        guard let first = remaining.first else { return }
        let name = String(first.prefix { $0 != "=" })
        if read.contains(name) {
            throw .usage("'\(name)' was given twice; give it once.")
        }
        if first.hasPrefix("-") {
            throw .usage("unknown option '\(first)'.")
        }
        throw .usage("unexpected argument '\(first)'.")
    }
}

extension ArgumentList {
    /// Reads `--name N` as a whole number in `range`.
    mutating func integerOption(_ name: String, in range: ClosedRange<Int>) throws(CommandError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .usage(
                "'--\(name) \(text)' is not a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return value
    }
}
