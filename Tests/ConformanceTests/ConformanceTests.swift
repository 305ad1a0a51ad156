// The workbook's central claim, proven: MVC, MVP and MVVM are the same feature. Every
// built-in scenario runs through all three, and at every step the three screens must be
// byte-identical; at the key steps each pattern must draw exactly the chapter's text.
// Each pattern's logic owns its work the same way, and a trace never changes a screen.

import TerminalUIKit
import Testing
import UserModel
import WorkbookCLI

extension ArchitecturePattern: CustomTestStringConvertible {
    /// `MVC`, `MVP` or `MVVM` in test names.
    public var testDescription: String { title }
}

extension Scenario: CustomTestStringConvertible {
    /// The scenario's name in test names.
    public var testDescription: String { name }
}

@MainActor
@Suite("The five patterns are one feature", .timeLimit(.minutes(1)))
struct ConformanceTests {
    @Test("every pattern draws the same screen at every step", arguments: Scenario.builtIn)
    func identicalScreens(_ scenario: Scenario) async throws {
        let steps = try ScriptStep.parseScript(scenario.script)

        let run = try await ScriptRunner.run(
            steps, patterns: ArchitecturePattern.allCases, base: SampleUserService(), users: User.sample)

        for (index, step) in run.steps.enumerated() {
            let mvc = step.screens[0].lines
            for screen in step.screens.dropFirst() {
                #expect(
                    screen.lines == mvc,
                    "step \(index + 1) '\(step.event)': \(screen.pattern.title) differs from MVC")
            }
        }
    }

    @Test("a traced run draws exactly the screens an untraced run draws", arguments: Scenario.builtIn)
    func tracingChangesNoScreen(_ scenario: Scenario) async throws {
        let steps = try ScriptStep.parseScript(scenario.script)
        let patterns = ArchitecturePattern.allCases

        let plain = try await ScriptRunner.run(
            steps, patterns: patterns, base: SampleUserService(), users: User.sample)
        let traced = try await TracedScriptRunner.run(
            steps, patterns: patterns, base: SampleUserService(), users: User.sample)

        #expect(traced.run == plain)
        for (step, calls) in zip(steps, traced.calls) where !step.isServicePlan {
            #expect(calls.allSatisfy { !$0.isEmpty }, "'\(step.text)' recorded no calls")
        }
    }

    @Test("the scenarios together reach every state the feature chapter lists")
    func everyStateIsReached() async throws {
        var screens: [[String]] = []
        for scenario in Scenario.builtIn {
            let run = try await ScriptRunner.run(
                try ScriptStep.parseScript(scenario.script), patterns: [.mvc], base: SampleUserService(),
                users: User.sample)
            screens += run.steps.map { $0.screens[0].lines }
        }

        for state in FeatureState.allCases {
            #expect(screens.contains(where: state.isShown), "no built-in scenario reaches '\(state)'")
        }
    }

    // MARK: - Exact text at the key steps

    @Test("draws the first load and the loaded list exactly", arguments: ArchitecturePattern.allCases)
    func firstLaunch(_ pattern: ArchitecturePattern) async throws {
        let screens = try await run("load; wait", on: pattern)

        #expect(screens[0] == ExpectedScreen.firstLoad)
        #expect(screens[1] == ExpectedScreen.loaded)
    }

    @Test("draws the empty list exactly", arguments: ArchitecturePattern.allCases)
    func empty(_ pattern: ArchitecturePattern) async throws {
        let screens = try await run("return-next none; load; wait; search zz", on: pattern)

        #expect(screens[2] == ["Users  [Refresh]", "Search: (name or email)", "No users yet."])
        #expect(screens[3] == ["Users  [Refresh]", "Search: zz", "No users yet."])
    }

    @Test("draws a failed first load, then the retry, exactly", arguments: ArchitecturePattern.allCases)
    func errorThenRetry(_ pattern: ArchitecturePattern) async throws {
        let screens = try await run("fail-next; load; wait; retry; wait", on: pattern)

        #expect(
            screens[2] == [
                "Users  [Refresh]", "Search: (name or email)",
                "Couldn't load users: The network connection was lost.", "[Retry]",
            ])
        #expect(screens[3] == ExpectedScreen.firstLoad)
        #expect(screens[4] == ExpectedScreen.loaded)
    }

    @Test(
        "keeps the rows while refreshing and after a failed refresh", arguments: ArchitecturePattern.allCases)
    func refreshing(_ pattern: ArchitecturePattern) async throws {
        let screens = try await run("load; wait; fail-next Server is down.; refresh; wait", on: pattern)
        let rows = Array(ExpectedScreen.loaded.dropFirst(2))

        #expect(
            screens[3] == ["Users  [Refresh] (disabled)", "Search: (name or email)", "⟳ Loading users…"]
                + rows)
        #expect(
            screens[4] == [
                "Users  [Refresh]", "Search: (name or email)", "Couldn't load users: Server is down.",
            ]
                + rows)
    }

    @Test(
        "draws searches, a miss, and a query that survives refresh", arguments: ArchitecturePattern.allCases)
    func searching(_ pattern: ArchitecturePattern) async throws {
        let screens = try await run("load; wait; search  ÅBERG ; search zz ; refresh; wait", on: pattern)

        #expect(
            screens[2] == [
                "Users  [Refresh]", "Search: ÅBERG", "1 of 6 users", "1. Renée Åberg",
                "   52 years · renee@test.com",
            ])
        #expect(screens[3] == ["Users  [Refresh]", "Search: zz", "No users match \"zz\"."])
        #expect(screens[5] == ["Users  [Refresh]", "Search: zz", "No users match \"zz\"."])
    }

    @Test(
        "shows the selected row's detail and goes back to the list as it was",
        arguments: ArchitecturePattern.allCases)
    func detailAndBack(_ pattern: ArchitecturePattern) async throws {
        let screens = try await run("load; wait; search ha; select 3; back", on: pattern)

        #expect(
            screens[3] == ["‹ Users | Noah Haward", "Email: noah@test.com", "Age: 1 year", "[☆ Favourite]"])
        #expect(screens[4] == screens[2])
    }

    @Test("drops the stale response of an older request", arguments: ArchitecturePattern.allCases)
    func staleResponse(_ pattern: ArchitecturePattern) async throws {
        let newestFirst = try await run("return-next 1,2; load; foreground; wait newest-first", on: pattern)
        let oldestFirst = try await run("return-next 1,2; load; foreground; wait", on: pattern)

        #expect(newestFirst.last == ExpectedScreen.loaded)
        #expect(oldestFirst.last == ExpectedScreen.loaded)
    }

    @Test(
        "draws the favourite toggle, the starred row and the counted header exactly",
        arguments: ArchitecturePattern.allCases)
    func favourite(_ pattern: ArchitecturePattern) async throws {
        let screens = try await run("load; wait; select 4; favourite; back; search mi; search", on: pattern)

        #expect(
            screens[2] == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years", "[☆ Favourite]"])
        #expect(
            screens[3] == ["‹ Users | Mila Haward", "Email: mila@test.com", "Age: 24 years", "[★ Favourite]"])
        #expect(
            screens[4] == ["Users  [Refresh]", "Search: (name or email)", "6 users · 1 favourite"]
                + ExpectedScreen.loaded.dropFirst(3).map { $0 == "4. Mila Haward" ? "4. ★ Mila Haward" : $0 })
        #expect(
            screens[5] == [
                "Users  [Refresh]", "Search: mi", "1 of 6 users", "1. ★ Mila Haward",
                "   24 years · mila@test.com",
            ])
        #expect(screens[6] == screens[4])
    }

    @Test(
        "random orders of favourite, back, refresh, search and wait draw the same screens",
        arguments: 0..<12)
    func randomOrders(_ seed: Int) async throws {
        let steps = try ScriptStep.parseScript(RandomScript.make(seed: UInt64(seed)))

        let run = try await ScriptRunner.run(
            steps, patterns: ArchitecturePattern.allCases, base: SampleUserService(), users: User.sample)

        for (index, step) in run.steps.enumerated() {
            #expect(step.isIdentical, "seed \(seed), step \(index + 1) '\(step.event)': the screens differ")
        }
    }

    // MARK: - The logic owns its work

    @Test(
        "the very first frame, before any task has run, is the complete loading screen",
        arguments: ArchitecturePattern.allCases)
    func firstFrame(_ pattern: ArchitecturePattern) async {
        let service = ControllableUserService()
        let window = pattern.makeWindow(service: service)

        window.makeKeyAndVisible()
        let firstFrame = window.render()

        #expect(firstFrame == ExpectedScreen.firstLoad)
        await service.releaseAll()
        await window.tasks.waitUntilIdle()
    }

    @Test(
        "a screen dropped while its fetch is in flight is released at once, and its fetch cancelled",
        arguments: ArchitecturePattern.allCases)
    func droppedWhileLoading(_ pattern: ArchitecturePattern) async {
        let service = ControllableUserService()
        var window: Window? = pattern.makeWindow(service: service)
        window?.makeKeyAndVisible()
        weak var list: ViewController?
        list = (window?.rootViewController as? NavigationController)?.topViewController
        await service.waitForPending(count: 1)

        window = nil
        let releasedAtOnce = list == nil
        await service.waitForCancellations(count: 1)

        #expect(releasedAtOnce)
        await service.releaseAll()
    }

    @Test(
        "a fetch that ends in CancellationError is never worded as an error",
        arguments: ArchitecturePattern.allCases)
    func cancellationIsNotAnError(_ pattern: ArchitecturePattern) async {
        let service = ControllableUserService()
        let window = pattern.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)

        await service.completeOldest(throwing: CancellationError())
        await window.tasks.waitUntilIdle()

        #expect(window.render() == ["Users  [Refresh]", "Search: (name or email)"])
    }

    @Test(
        "a newer load cancels the older one, and the cancelled fetch shows no error",
        arguments: ArchitecturePattern.allCases)
    func supersededLoad(_ pattern: ArchitecturePattern) async {
        let service = ControllableUserService(honoursCancellation: true)
        let window = pattern.makeWindow(service: service)
        window.makeKeyAndVisible()
        await service.waitForPending(count: 1)

        window.sceneWillEnterForeground()
        await service.waitForCancellations(count: 1)
        await window.tasks.waitUntil(runningCountAtMost: 1)
        let afterCancellation = window.render()
        await service.releaseAll()
        await window.tasks.waitUntilIdle()

        #expect(afterCancellation == ExpectedScreen.firstLoad)
        #expect(window.render() == ExpectedScreen.loaded)
    }

    @Test("Refresh can't start a second load while one runs", arguments: ArchitecturePattern.allCases)
    func refreshWhileLoading(_ pattern: ArchitecturePattern) async throws {
        let service = ControllableUserService()
        let window = pattern.makeWindow(service: service)
        window.makeKeyAndVisible()

        let tapped = try window.tapButton(titled: "Refresh")
        await service.releaseAll()
        await window.tasks.waitUntilIdle()

        #expect(!tapped)
        #expect(await service.requestCount == 1)
    }

    private func run(_ script: String, on pattern: ArchitecturePattern) async throws -> [[String]] {
        let result = try await ScriptRunner.run(
            try ScriptStep.parseScript(script), patterns: [pattern], base: SampleUserService(),
            users: User.sample)
        return result.steps.map { $0.screens[0].lines }
    }
}

/// The screens the feature chapter prints, as the tests expect them.
enum ExpectedScreen {
    static let firstLoad = ["Users  [Refresh] (disabled)", "Search: (name or email)", "⟳ Loading users…"]
    static let loaded = [
        "Users  [Refresh]", "Search: (name or email)", "6 users",
        "1. Renée Åberg", "   52 years · renee@test.com",
        "2. Iyad Agha", "   36 years · iyad@test.com",
        "3. Mark Astun", "   39 years · mark@test.com",
        "4. Mila Haward", "   24 years · mila@test.com",
        "5. Noah Haward", "   1 year · noah@test.com",
        "6. Edith Okafor", "   101 years · edith@test.com",
    ]
}

/// The states of the feature chapter's table, each recognised on a rendered screen.
enum FeatureState: String, CaseIterable {
    case firstLoadInProgress, loaded, loadedEmpty, firstLoadFailed, refreshing, refreshFailed
    case searching, searchNoMatch, detail, favouriteDetail, favouriteListed

    func isShown(on screen: [String]) -> Bool {
        let spinner = screen.contains("⟳ Loading users…")
        let error = screen.contains { $0.hasPrefix("Couldn't load users: ") }
        let header = screen.contains { $0.hasSuffix(" users") || $0.hasSuffix(" user") }
        switch self {
        case .firstLoadInProgress: return spinner && !header && screen.first == "Users  [Refresh] (disabled)"
        case .loaded: return header && !spinner && !error && screen.contains("Search: (name or email)")
        case .loadedEmpty: return screen.contains("No users yet.")
        case .firstLoadFailed: return error && screen.contains("[Retry]")
        case .refreshing: return spinner && header
        case .refreshFailed: return error && header
        case .searching: return screen.contains { $0.contains(" of ") && $0.hasSuffix("users") }
        case .searchNoMatch: return screen.contains { $0.hasPrefix("No users match ") }
        case .detail: return screen.first?.hasPrefix("‹ Users | ") == true
        case .favouriteDetail: return screen.last == "[★ Favourite]"
        case .favouriteListed:
            return screen.contains { $0.hasSuffix(" favourite") || $0.hasSuffix(" favourites") }
                && screen.contains { $0.contains(". ★ ") }
        }
    }
}

/// Scripts that wander through the feature in an order a seed decides: the same seed gives
/// the same script on every run and every machine. Each step is one the screen on top can
/// take, so every script runs to its end.
enum RandomScript {
    /// A script of about 25 steps after `load; wait`.
    static func make(seed: UInt64) -> String {
        var generator = SplitMix64(seed: seed)
        var steps = ["load", "wait"]
        var onDetail = false
        for _ in 0..<25 {
            let roll = generator.next() % 10
            if onDetail {
                steps.append(roll < 6 ? "favourite" : "back")
                onDetail = roll < 6
                continue
            }
            switch roll {
            case 0...2:
                // Every query here matches at least one user of the sample.
                steps.append("select 1")
                onDetail = true
            case 3: steps.append("refresh")
            case 4: steps.append("wait")
            case 5: steps.append("search ha")
            case 6: steps.append("search a")
            case 7: steps.append("search")
            case 8: steps.append("foreground")
            default: steps.append("wait newest-first")
            }
        }
        return steps.joined(separator: "; ")
    }

    /// A small, well-known pseudo-random generator with a fixed algorithm.
    struct SplitMix64 {
        var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }
}
