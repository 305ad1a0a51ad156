// The console's two streams as the runners' progress displays see them: whole lines, and on
// a terminal one line redrawn in place.


extension ProgressOutput {
    /// Standard output of `console`: redrawn in place when it is a terminal.
    static func standardOutput(of console: Console) -> Self {
        Self(
            line: { console.print($0) },
            redraw: console.isOutputTerminal
                ? { text in
                    console.writeTerminalControl("\r\u{1B}[K")
                    console.write(text)
                } : nil,
            clear: { console.writeTerminalControl("\r\u{1B}[K") },
            width: console.width(overriding: nil))
    }

    /// Standard error of `console`: redrawn in place when it is a terminal.
    static func standardError(of console: Console) -> Self {
        Self(
            line: { console.printError($0) },
            redraw: console.isErrorTerminal ? { console.redrawErrorLine($0) } : nil,
            clear: { console.clearErrorLine() },
            width: console.width(overriding: nil))
    }
}
