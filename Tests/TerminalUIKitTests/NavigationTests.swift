// Screens, navigation, the window and the user-action hooks tests and scripts rely on.

import TerminalUIKit
import Testing

@MainActor
@Suite("Screens and navigation")
struct NavigationTests {
    final class Screen: ViewController {
        var loads = 0
        var foregrounds = 0
        let text: String
        init(title: String, text: String) {
            self.text = text
            super.init()
            self.title = title
        }
        override func viewDidLoad() {
            loads += 1
            view.addSubview(Label(text))
        }
        override func sceneWillEnterForeground() { foregrounds += 1 }
    }

    @Test("nothing loads until the window is made visible; then viewDidLoad runs once")
    func loadsOnce() {
        let list = Screen(title: "Users", text: "list")
        let window = Window(rootViewController: NavigationController(rootViewController: list))
        let before = (list.loads, window.render())

        window.makeKeyAndVisible()
        window.makeKeyAndVisible()

        #expect(before.0 == 0)
        #expect(before.1 == [])
        #expect(list.loads == 1)
        #expect(window.render() == ["Users", "list"])
    }

    @Test("a pushed screen shows a back button titled after the screen below; back restores it")
    func pushAndBack() throws {
        let list = Screen(title: "Users", text: "list")
        let navigation = NavigationController(rootViewController: list)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()

        navigation.pushViewController(Screen(title: "Iyad Agha", text: "detail"))
        let pushed = window.render()
        try window.tapBack()

        #expect(pushed == ["‹ Users | Iyad Agha", "detail"])
        #expect(window.render() == ["Users", "list"])
        #expect(throws: UserActionError.cannotGoBack) { try window.tapBack() }
    }

    @Test("the bar shows the right button with its state")
    func barButton() throws {
        let list = Screen(title: "Users", text: "list")
        var taps = 0
        list.navigationItem.rightBarButtonItem = Button(title: "Refresh") { taps += 1 }
        let window = Window(rootViewController: NavigationController(rootViewController: list))
        window.makeKeyAndVisible()

        let tapped = try window.tapButton(titled: "Refresh")
        list.navigationItem.rightBarButtonItem?.isEnabled = false
        let tappedWhileDisabled = try window.tapButton(titled: "Refresh")

        #expect(tapped && !tappedWhileDisabled)
        #expect(taps == 1)
        #expect(window.render().first == "Users  [Refresh] (disabled)")
    }

    @Test("user actions name what the screen offers when they can't be done")
    func actionErrors() {
        let list = Screen(title: "Users", text: "list")
        let window = Window(rootViewController: NavigationController(rootViewController: list))

        #expect(throws: UserActionError.notVisible) { try window.selectRow(1) }
        window.makeKeyAndVisible()
        #expect(throws: UserActionError.noSuchButton(title: "Retry", available: [])) {
            try window.tapButton(titled: "Retry")
        }
        #expect(throws: UserActionError.noTable) { try window.selectRow(1) }
        #expect(throws: UserActionError.noSearchField) { try window.typeInSearchField("x") }
        #expect(
            UserActionError.noSuchRow(row: 9, count: 6).description
                == "there is no row 9: the list shows rows 1 to 6")
    }

    @Test("typing into a field finds it by its label, and names the fields showing when it can't")
    func typingIntoAField() throws {
        let form = Screen(title: "Edit profile", text: "")
        let first = TextField(label: "First name", text: "Iyad")
        let age = TextField(label: "Age", text: "36")
        form.view.addSubview(first)
        form.view.addSubview(age)
        let window = Window(rootViewController: NavigationController(rootViewController: form))
        window.makeKeyAndVisible()

        let typed = try window.typeInField(labelled: "Age", "37")
        age.isEnabled = false
        let typedWhileReadOnly = try window.typeInField(labelled: "Age", "38")

        #expect(typed && !typedWhileReadOnly)
        #expect(age.text == "37")
        #expect(throws: UserActionError.noSuchField(label: "Email", available: ["First name", "Age"])) {
            try window.typeInField(labelled: "Email", "a@b")
        }
        #expect(
            UserActionError.noSuchField(label: "Email", available: ["First name", "Age"]).description
                == "the screen has no 'Email' field (fields showing: 'First name', 'Age')")
    }

    @Test(
        "a screen is laid out once after viewDidLoad, then once for any number of asks, and idle waits for it"
    )
    func layoutPasses() async {
        final class LaidOutScreen: ViewController {
            var passes = 0
            override func viewWillLayoutSubviews() { passes += 1 }
        }
        let screen = LaidOutScreen()
        let window = Window(rootViewController: screen)
        window.makeKeyAndVisible()
        let afterLoad = screen.passes

        screen.view.setNeedsLayout()
        screen.view.setNeedsLayout()
        let beforeThePass = screen.passes
        await window.tasks.waitUntilIdle()

        #expect(afterLoad == 1)
        #expect(beforeThePass == 1)
        #expect(screen.passes == 2)
    }

    @Test("foregrounding reaches every screen in the stack")
    func foreground() {
        let list = Screen(title: "Users", text: "list")
        let detail = Screen(title: "Detail", text: "d")
        let navigation = NavigationController(rootViewController: list)
        let window = Window(rootViewController: navigation)
        window.makeKeyAndVisible()
        navigation.pushViewController(detail)

        window.sceneWillEnterForeground()

        #expect(list.foregrounds == 1)
        #expect(detail.foregrounds == 1)
    }
}

@MainActor
@Suite("The task tracker", .timeLimit(.minutes(1)))
struct TaskTrackerTests {
    /// A screen whose button starts a plain task that waits until the test opens `gate`.
    final class Screen: ViewController {
        let gate = AsyncStream<Void>.makeStream()
        var finished: [String] = []
        var task: Task<Void, Never>?

        override func viewDidLoad() {
            super.viewDidLoad()
            let button = Button(title: "Go") { [weak self] in self?.startWork("tap") }
            view.addSubview(button)
            startWork("load")
        }

        func startWork(_ name: String) {
            let gate = gate.stream
            task = Task {
                for await _ in gate {}
                self.finished.append(name)
            }
        }
    }

    @Test("tasks started while an event is delivered count until they end, and can be awaited")
    func tracksTasksOfEvents() async throws {
        let screen = Screen()
        let window = Window(rootViewController: NavigationController(rootViewController: screen))

        window.makeKeyAndVisible()
        try window.tapButton(titled: "Go")
        let running = window.tasks.runningCount
        screen.gate.continuation.finish()
        await window.tasks.waitUntilIdle()

        #expect(running == 2)
        #expect(screen.finished.sorted() == ["load", "tap"])
        #expect(window.tasks.runningCount == 0)
    }

    @Test("a task started outside any event is not the window's work")
    func ignoresUntrackedTasks() async {
        let screen = Screen()
        let window = Window(rootViewController: NavigationController(rootViewController: screen))
        window.makeKeyAndVisible()
        screen.gate.continuation.finish()
        await window.tasks.waitUntilIdle()

        screen.startWork("untracked")

        #expect(window.tasks.runningCount == 0)
        await screen.task?.value
    }

    @Test("waiting for a running count returns once enough events' tasks end")
    func waitsForCount() async {
        let tracker = TaskTracker()
        let gate = AsyncStream<Void>.makeStream()
        var tasks: [Task<Void, Never>] = []

        tracker.track {
            tasks.append(Task { for await _ in gate.stream {} })
        }
        tracker.track {
            tasks.append(Task {})
        }
        await tracker.waitUntil(runningCountAtMost: 1)
        let stillRunning = tracker.runningCount
        gate.continuation.finish()
        await tracker.waitUntilIdle()

        #expect(stillRunning == 1)
        #expect(tracker.runningCount == 0)
    }

    @Test("an event that starts no task is over as soon as it returns")
    func eventWithoutTasks() {
        let tracker = TaskTracker()

        let answer = tracker.track { 42 }

        #expect(answer == 42)
        #expect(tracker.runningCount == 0)
    }

    @Test("a cancelled wait returns although work is still running")
    func cancelledWait() async {
        let tracker = TaskTracker()
        let gate = AsyncStream<Void>.makeStream()
        tracker.track {
            _ = Task { for await _ in gate.stream {} }
        }

        let waiter = Task { await tracker.waitUntilIdle() }
        waiter.cancel()
        await waiter.value

        #expect(tracker.runningCount == 1)
        gate.continuation.finish()
        await tracker.waitUntilIdle()
    }
}
