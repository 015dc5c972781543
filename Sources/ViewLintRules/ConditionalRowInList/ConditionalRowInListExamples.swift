import ViewLintSupport
import ViewLintSyntax
import ViewLintModel

/// Examples of `conditional_row_in_list`; `↓` marks each finding.
enum ConditionalRowInListExamples {
    static let triggering: [RuleExample] = [
        RuleExample("""
        struct TaskList: View {
            let tasks: [Task]
            var body: some View {
                List {
                    ForEach(tasks) { task in
                        ↓if !task.isDone {
                            TaskRow(task: task)
                        }
                    }
                }
            }
        }
        """),
        RuleExample("""
        struct InboxList: View {
            let items: [Item]
            var body: some View {
                List(items) { item in
                    ↓switch item.kind {
                    case .message: MessageRow(item: item)
                    case .ad: break
                    }
                }
            }
        }
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("""
        struct TaskList: View {
            let tasks: [Task]
            var body: some View {
                List {
                    ForEach(tasks.filter { !$0.isDone }) { task in
                        TaskRow(task: task)
                    }
                    ForEach(tasks) { task in
                        if task.isDone { DoneRow(task: task) } else { TaskRow(task: task) }
                    }
                }
            }
        }
        """),
        // A ForEach outside any List, and static List content.
        RuleExample("""
        struct Grid: View {
            let tasks: [Task]
            var body: some View {
                VStack {
                    ForEach(tasks) { task in
                        if task.isDone { DoneRow(task: task) }
                    }
                }
                List {
                    if showHeader { Header() }
                }
            }
        }
        """),
    ]
}
