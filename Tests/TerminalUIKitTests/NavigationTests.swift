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
@Suite("The task tracker")
struct TaskTrackerTests {
    @Test("screens' tasks run in the window's tracker, which can be awaited")
    func awaitsWork() async {
        let list = ViewController()
        let window = Window(rootViewController: NavigationController(rootViewController: list))
        var finished: [Int] = []

        list.startTask { finished.append(1) }
        list.startTask { finished.append(2) }
        let running = window.tasks.runningCount
        await window.tasks.waitUntilIdle()

        #expect(running == 2)
        #expect(finished.sorted() == [1, 2])
        #expect(window.tasks.runningCount == 0)
    }

    @Test("waiting for a running count returns once enough tasks finish")
    func waitsForCount() async {
        let tracker = TaskTracker()
        let gate = AsyncStream<Void>.makeStream()
        tracker.start {
            for await _ in gate.stream {}
        }
        tracker.start {}

        await tracker.waitUntil(runningCountAtMost: 1)
        let stillRunning = tracker.runningCount
        gate.continuation.finish()
        await tracker.waitUntilIdle()

        #expect(stillRunning == 1)
        #expect(tracker.runningCount == 0)
    }
}
