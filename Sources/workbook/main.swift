// The `workbook` executable: everything lives in WorkbookCLI so it can be tested in-process.
import Foundation
import WorkbookCLI

exit(await Workbook.main(Array(CommandLine.arguments.dropFirst()), console: .standard()))
