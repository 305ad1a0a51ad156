// What each test gets: the app's list screen in a window, fed by a service that answers every
// fetch at once, with an updater that holds each save until the test lets it succeed or fail.
// The grading decides whose screens those are — the ones you built the feature into, or a
// correct copy as it is or with a bug seeded — so a test never names a view controller itself.

import Exercise11MVPViews
import Exercise11MVVMViews
import ExerciseGrading
import Foundation
import TerminalUIKit
import Testing
import UserModel

@testable import Exercise11MVC

// MARK: - Choosing the screens

/// The three patterns.
enum Pattern: Sendable, CaseIterable, CustomStringConvertible {
    case mvc, mvp, mvvm

    var description: String {
        switch self {
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .mvvm: "MVVM"
        }
    }
}

/// The pattern whose screens are yours to test: the one you chose, unless `WORKBOOK_CAPSTONE`
/// names another (`MVC`, `MVP` or `MVVM`), as the workbook's own checks do to grade the
/// reference in each.
let patternUnderTest =
    ProcessInfo.processInfo.environment["WORKBOOK_CAPSTONE"].flatMap { name in
        Pattern.allCases.first { $0.description == name }
    } ?? chosenPattern

// MARK: - The screen under test

/// The list screen, shown, and what a test does with it.
@MainActor
final class AppScreen {
    /// The window the screens are shown in.
    let window: Window
    /// The service: it answers every fetch at once, and counts them.
    let service: ControllableUserService
    /// The updater the form saves through: each save waits for ``save(failing:)``, or for
    /// Cancel, which it honours.
    let updater: ControllableUserUpdater

    /// Shows the list of the screens `code` names — by default, those the grading chose for this
    /// run — every fetch answered at once with the sample users; returns once it has loaded.
    init(_ code: CodeUnderTest = .current) async {
        service = ControllableUserService(base: SampleUserService(users: User.sample, latency: .zero))
        await service.releaseAll()
        updater = ControllableUserUpdater(honoursCancellation: true)
        window = Self.window(of: code, service: service, updater: updater)
        window.makeKeyAndVisible()
        await window.tasks.waitUntilIdle()
    }

    /// Your screens, in the pattern you chose, or the correct copy, with the bug switched on
    /// in this run if there is one: the list in a navigation controller in a window.
    private static func window(of code: CodeUnderTest, service: any UserService, updater: any UserUpdating)
        -> Window
    {
        guard case .yours = code else {
            let list = ReferenceListController(service: service, updater: updater)
            return Window(rootViewController: NavigationController(rootViewController: list))
        }
        switch patternUnderTest ?? .mvc {
        case .mvc: return MVCScreen.makeWindow(service: service, updater: updater)
        case .mvp: return MVPScreen.makeWindow(service: service, updater: updater)
        case .mvvm: return MVVMScreen.makeWindow(service: service, updater: updater)
        }
    }

    /// The screen on top, as lines of text.
    var lines: [String] {
        window.render()
    }

    /// How many fetches the list has made.
    var fetchCount: Int {
        get async { await service.requestCount }
    }

    /// Selects the row numbered `row` as shown (1-based): the detail screen is pushed.
    func select(_ row: Int) async throws {
        try await settle { try window.selectRow(row) }
    }

    /// Taps the button titled `title`: `Edit`, `Refresh`, `Cancel`… A tap on Save leaves the
    /// save in flight; ``save(failing:)`` taps Save and lets the save finish.
    func tap(_ title: String) async throws {
        let shown = window.visibleButtons.map(\.title)
        guard title != "Edit" || shown.contains(title) else {
            throw ScreenError(
                "Step 2: the screen shows no [Edit] button to tap (buttons showing: \(shown)):\n\(dump())")
        }
        try await settle { try window.tapButton(titled: title) }
    }

    /// Types `text` into the list's search field.
    func search(_ text: String) async throws {
        try await settle { try window.typeInSearchField(text) }
    }

    /// Replaces the text of the form's field labelled `label` (`First name`, `Last name`,
    /// `Email`, `Age`) with `text`.
    func type(_ text: String, into label: String) async throws {
        do {
            try await settle { try window.typeInField(labelled: label, text) }
        } catch UserActionError.noSuchField {
            throw ScreenError("Step 2: the Edit-profile form isn't showing; the screen is:\n\(dump())")
        }
    }

    /// Taps Save and lets that save succeed (or, `failing`, be rejected), then waits for the
    /// screens to finish with it. Records an issue when Save sent nothing to the updater.
    func save(failing: Bool = false) async throws {
        let before = await updater.requestCount
        try await tap("Save")
        guard await updater.requestCount > before else {
            Issue.record(
                """
                Save sent nothing to the updater given to makeWindow(service:updater:) (is it \
                disabled, or does the form save through another updater?). The screen showed:
                \(dump())
                """)
            return
        }
        await updater.completeNewest(with: failing ? .failure(.saveRejected) : nil)
        await window.tasks.waitUntilIdle()
    }

    /// Goes back one screen.
    func back() async throws {
        try await settle { try window.tapBack() }
    }

    private func dump() -> String {
        lines.joined(separator: "\n")
    }

    /// Does `action`, then waits until the screens are idle or a save it started is waiting
    /// for the updater, whichever comes first: a held save keeps the screens busy.
    private func settle<Failure>(_ action: @MainActor () throws(Failure) -> Void) async throws(Failure) {
        let updater = updater
        let tasks = window.tasks
        let held = await updater.pendingUsers.count
        try action()
        await withTaskGroup(of: Void.self) { group in
            group.addTask { await updater.waitForPending(count: held + 1) }
            group.addTask { await tasks.waitUntilIdle() }
            await group.next()
            group.cancelAll()
        }
    }
}

/// Why a test stopped: what the screen didn't offer, worded with the README step.
struct ScreenError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
