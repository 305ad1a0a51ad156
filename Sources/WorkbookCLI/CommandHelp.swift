// A command's `--help`, generated from what it declares: the usage line, then its own
// prose, then the arguments and options in aligned columns, then its closing notes (script
// steps, exit status, examples). Only the prose is written by hand.

/// Generates the usage line and the help page of a command.
@MainActor
enum CommandHelp {
    /// Help lines wrap at this width, the width the commands lay text out in by default.
    static let width = 100

    /// `Usage: workbook compare [--scenario NAME | --script "STEPS"] …`, on one line, so a
    /// script can find it whole.
    static func usage(for command: any WorkbookCommand.Type) -> String {
        var words: [String] = []
        var grouped: Set<String> = []
        for spec in command.declaredArguments.map(\.spec) where !grouped.contains(spec.name) {
            if case .positional(let isOptional) = spec.kind {
                words.append(isOptional ? "[\(spec.label)]" : spec.label)
            } else if let group = command.exclusiveOptions.first(where: { $0.names.contains(spec.name) }) {
                grouped.formUnion(group.names)
                let labels = group.names.compactMap { name in
                    command.declaredArguments.first { $0.spec.name == name }?.spec.label
                }
                words.append("[" + labels.joined(separator: " | ") + "]")
            } else {
                words.append("[\(spec.label)]")
            }
        }
        return (["Usage: workbook \(command.name)"] + words).joined(separator: " ")
    }

    /// The whole page `workbook <command> --help` prints.
    static func page(for command: any WorkbookCommand.Type) -> String {
        var parts = [command.summary, usage(for: command)]
        if !command.discussion.isEmpty { parts.append(command.discussion) }
        let specs = command.declaredArguments.map(\.spec)
        let labelWidth = specs.map(\.label.count).max() ?? 0
        let arguments = specs.filter(\.isPositional)
        let options = specs.filter { !$0.isPositional }
        if !arguments.isEmpty {
            parts.append(
                (["Arguments:"] + arguments.flatMap { entry($0, labelWidth: labelWidth) }).joined(
                    separator: "\n"))
        }
        if !options.isEmpty {
            parts.append(
                (["Options:"] + options.flatMap { entry($0, labelWidth: labelWidth) }).joined(separator: "\n")
            )
        }
        if !command.notes.isEmpty { parts.append(command.notes) }
        return parts.joined(separator: "\n\n")
    }

    /// `  --scenario NAME    a built-in scenario …`, its help wrapped under its own column.
    static func entry(_ spec: ArgumentSpec, labelWidth: Int) -> [String] {
        let column = 2 + labelWidth + 3
        let label = "  " + spec.label + String(repeating: " ", count: column - 2 - spec.label.count)
        let lines = wrapText(spec.helpWithDefault, width: max(width - column, 30))
        return lines.enumerated().map { index, line in
            (index == 0 ? label : String(repeating: " ", count: column)) + line
        }
    }

    // MARK: - Wrapping

    /// `text` in lines no wider than `width`, broken at spaces (a longer word gets a line).
    static func wrapText(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }
}
