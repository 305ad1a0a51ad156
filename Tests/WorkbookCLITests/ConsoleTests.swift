// The console at the edges: a stream that fails ends the command with exit 1 instead of a
// crash, `COLUMNS` is bounded like `--width`, and control characters from scripts and
// users files reach the terminal only as visible text.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("The console")
struct ConsoleTests {
    /// A console whose standard output answers every write with `result`, recording errors.
    @MainActor
    final class FailingOutput {
        var errors = ""
        var writes = 0
        let result: StreamWriteResult

        init(_ result: StreamWriteResult) {
            self.result = result
        }

        func console(outputProblem: StreamWriteResult? = nil) -> Console {
            Console(
                environment: [:], currentDirectory: "/", outputProblem: outputProblem,
                writingOutput: { _ in
                    self.writes += 1
                    return self.result
                },
                writingError: { text in
                    self.errors += text
                    return .written
                })
        }
    }

    @Test("a write that fails ends the command with exit 1 and says why; later output is dropped")
    func failedWrite() async {
        let stream = FailingOutput(.failed(reason: "No space left on device"))

        let code = await Workbook.main(["scenarios"], console: stream.console())

        #expect(code == 1)
        #expect(stream.writes == 1)
        #expect(stream.errors == "Error: could not write the output (No space left on device).\n")
    }

    @Test("a reader that went away ends the command with exit 1 and no message")
    func readerGone() async {
        let stream = FailingOutput(.readerGone)

        let code = await Workbook.main(["scenarios"], console: stream.console())

        #expect(code == 1)
        #expect(stream.errors == "")
    }

    @Test("an output closed from the start: nothing runs, exit 1")
    func closedFromTheStart() async {
        let stream = FailingOutput(.written)

        let code = await Workbook.main(
            ["scenarios"],
            console: stream.console(outputProblem: .failed(reason: "standard output is closed")))

        #expect(code == 1)
        #expect(stream.writes == 0)
        #expect(stream.errors.hasPrefix("Error: standard output is closed;"))
    }

    @Test("control characters and escape sequences are shown, not obeyed; new lines and tabs stay")
    func controlCharacters() {
        let text = "a\u{1B}[2Jb\u{7}c\rd\u{0}e\u{9B}f\u{202E}g\th\ni é ✓"

        let visible = Console.visible(text)

        #expect(visible == "a\\u{1B}[2Jb\\u{7}c\\u{D}d\\u{0}e\\u{9B}f\\u{202E}g\th\ni é ✓")
    }

    @Test("a users file with an escape sequence in a name reaches the screen as visible text")
    func escapeInANameFromAFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "users-\(UUID().uuidString).json")
        try Data(
            #"[{"id": 1, "firstName": "\u001b[31mRed", "lastName": "Alert\u0007", "email": "r@a", "age": 3}]"#
                .utf8
        ).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }

        let result = await Workbook.run(
            ["compare", "--patterns", "mvp", "--script", "load; wait", "--users", file.path])

        #expect(result.exitCode == 0)
        #expect(!result.standardOutput.contains("\u{1B}"))
        #expect(result.standardOutput.contains("\\u{1B}[31mRed Alert\\u{7}"))
    }
}
