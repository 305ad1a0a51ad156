// The runner is never silent for long: SwiftPM's `[done/total]` lines and its lock message
// become progress reports, shown as a few plain lines when piped. Also the script edges
// that arrive with long runs of text: CRLF line endings and absurdly long steps.

import Foundation
import Testing

@testable import WorkbookCLI

@MainActor
@Suite("Runner progress and long input")
struct ExerciseProgressTests {
    /// Collects reports from any thread.
    final class Reports: @unchecked Sendable {
        // `@unchecked`: the lock guards the array.
        private let lock = NSLock()
        private var list: [TestRunProgress] = []
        var all: [TestRunProgress] { lock.withLock { list } }
        func add(_ report: TestRunProgress) { lock.withLock { list.append(report) } }
    }

    @Test("SwiftPM's lines become build progress, a lock wait and the test phase")
    func readsSwiftPMLines() {
        let reports = Reports()
        let reader = ProgressReader(report: { reports.add($0) })

        for line in [
            "[0/1] Planning build", "Building for debugging...",
            "[143/310] Compiling WorkbookCLI Console.swift",
            "Another instance of SwiftPM (PID: 7) is already running using '/w/.build', waiting until that "
                + "process has finished execution...",
            "Build complete! (9.87s)", "[1/1] not a build line after the build", "◇ Test run started.",
        ] {
            reader.read(line)
        }

        #expect(
            reports.all == [
                .building(done: 0, total: 1), .building(done: 143, total: 310),
                .waitingForLock(
                    "Another instance of SwiftPM (PID: 7) is already running using '/w/.build', waiting until that "
                        + "process has finished execution..."),
                .testing,
            ])
    }

    @Test(
        "piped, check says a first build is coming, prints the build's start, the lock once, then the tests")
    func checkShowsProgress() async throws {
        let workbook = try FakeWorkbook()
        let runner = ReplayingTestRunner(
            ["--filter Exercise01": [RecordedEventStream.passing.output(root: workbook.root)]],
            progress: [
                .firstBuild(wholePackage: false), .building(done: 0, total: 100),
                .building(done: 10, total: 100),
                .waitingForLock("locked"),
                .waitingForLock("locked"), .building(done: 30, total: 100), .building(done: 100, total: 100),
                .testing, .testing,
            ])

        let result = await workbook.run(["check", "1"], tools: .doubles(runner: runner))

        #expect(
            result.standardOutput.hasPrefix(
                """
                Checking exercise 01 · Count the users: swift test --filter Exercise01 (this exercise alone)
                First check: nothing is built yet, so swift builds the workbook first, about a minute on a laptop; \
                later ones build only what changed.
                Building… 0/100
                Waiting: another check or swift command is using this build folder (locked). Let it finish, stop it, or press Ctrl-C.
                Running the tests…
                ✔ All 6 tests pass. Exercise 01 is done.

                """))
    }

    /// A progress display writing to arrays, on a clock the test moves by hand.
    private final class Screen {
        var lines: [String] = []
        var redrawn: [String] = []
        var time: Duration = .zero
    }

    private func display(on screen: Screen, terminal: Bool) -> ProgressDisplay {
        ProgressDisplay(
            output: .init(
                line: { screen.lines.append($0) },
                redraw: terminal ? { screen.redrawn.append($0) } : nil,
                clear: {},
                width: 80),
            now: { screen.time })
    }

    @Test("piped, a long compile still gets a line every two seconds, saying the time taken")
    func pipedTicks() {
        let screen = Screen()
        let display = display(on: screen, terminal: false)

        display.tick()
        display.show(.building(done: 108, total: 144))
        for second in 1...5 {
            screen.time = .seconds(second)
            display.tick()
        }
        screen.time = .seconds(78)
        display.show(.testing)

        #expect(
            screen.lines == [
                "Building… 108/144", "Building… 108/144 · 2 s", "Building… 108/144 · 4 s",
                "Running the tests… · 1 min 18 s",
            ])
    }

    @Test("on a terminal, the line shows the time taken from two seconds on, redrawn every tick")
    func terminalTicks() {
        let screen = Screen()
        let display = display(on: screen, terminal: true)

        display.show(.building(done: 54, total: 101))
        screen.time = .seconds(1)
        display.tick()
        screen.time = .seconds(2)
        display.tick()
        display.show(.building(done: 108, total: 144))
        screen.time = .seconds(3)
        display.tick()

        #expect(
            screen.redrawn == [
                "Building… 54/101", "Building… 54/101", "Building… 54/101 · 2 s", "Building… 108/144 · 2 s",
                "Building… 108/144 · 3 s",
            ])
    }

}
