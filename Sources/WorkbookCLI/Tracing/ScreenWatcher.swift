// What a trace needs from a screen watched from outside rather than through proxies: it
// words the window's widget changes itself (it may know more about who made them), and it
// hears where each script step starts and ends.

import TerminalUIKit

/// Watches a traced screen: records its widget changes and hears the steps.
@MainActor
protocol ScreenWatcher: AnyObject {
    /// Records one widget change the screen made.
    func record(_ change: WidgetChange)
    /// Called in the task that performs the step, before it starts.
    func stepWillStart()
    /// Called in the task that performs the step, after its synchronous work and before
    /// the session waits for what it set off.
    func stepWillEnd()
}
