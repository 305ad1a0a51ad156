// The window's one change hook: every widget change on screen reaches its observer as a
// plain value, once per real change, and nothing reaches it from a widget in no window.

import TerminalUIKit
import Testing

@MainActor
@Suite("Widget changes")
struct WidgetChangeTests {
    final class Screen: ViewController {
        let label = Label()
        let spinner = Spinner("Loading…")
        let button = Button(title: "Retry")
        let field = SearchField()
        let table = TableView()

        override func viewDidLoad() {
            for widget in [label, spinner, button, field, table] { view.addSubview(widget) }
        }
    }

    /// Keeps every change the window's observer hears, in order.
    final class Recorder {
        var changes: [WidgetChange] = []
    }

    let screen = Screen()
    let navigation: NavigationController
    let window: Window
    let recorder = Recorder()

    /// Shows the screen in a navigation stack in a visible window that records its changes.
    init() {
        navigation = NavigationController(rootViewController: screen)
        window = Window(rootViewController: navigation)
        window.widgetChangeObserver = { [recorder] in recorder.changes.append($0) }
        window.makeKeyAndVisible()
    }

    @Test("the observer hears which widget changed, which property, and its new value")
    func reportsEachChange() {
        screen.label.text = "6 users"
        screen.spinner.startAnimating()
        screen.button.isHidden = true
        screen.button.title = "Try again"
        screen.button.isEnabled = false
        screen.field.setText("mi")
        screen.table.reloadData()
        navigation.pushViewController(Screen())
        navigation.popViewController()

        #expect(
            recorder.changes == [
                WidgetChange(widget: .label, property: .text("6 users")),
                WidgetChange(widget: .spinner, property: .isAnimating(true)),
                WidgetChange(widget: .button(title: "Retry"), property: .isHidden(true)),
                WidgetChange(widget: .button(title: "Retry"), property: .title("Try again")),
                WidgetChange(widget: .button(title: "Try again"), property: .isEnabled(false)),
                WidgetChange(widget: .searchField, property: .text("mi")),
                WidgetChange(widget: .tableView, property: .numberOfRows(0)),
                WidgetChange(widget: .navigationController, property: .pushed(title: nil)),
                WidgetChange(widget: .navigationController, property: .popped),
            ])
    }

    @Test("a text field reports text set from code and its enabling, by its label, but not typing")
    func textFieldChanges() {
        let field = TextField(label: "Age", text: "36")
        screen.view.addSubview(field)

        field.type("37")
        field.setText("38")
        field.setText("38")
        field.isEnabled = false
        field.isEnabled = false

        #expect(
            recorder.changes == [
                WidgetChange(widget: .textField(label: "Age"), property: .text("38")),
                WidgetChange(widget: .textField(label: "Age"), property: .isEnabled(false)),
            ])
    }

    @Test("setting a value a widget already has reports nothing")
    func ignoresNonChanges() {
        screen.label.text = ""
        screen.spinner.stopAnimating()
        screen.button.isEnabled = true
        screen.field.setText("")

        #expect(recorder.changes.isEmpty)
    }

    @Test("a widget taken out of the window reports to no one")
    func removedWidgetsAreSilent() {
        screen.label.removeFromSuperview()

        screen.label.text = "not on screen"

        #expect(recorder.changes.isEmpty)
    }
}
