package rw.dsl.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.inject.Inject;
import java.util.List;
import org.eclipse.xtext.testing.InjectWith;
import org.eclipse.xtext.testing.extensions.InjectionExtension;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The example workspace (dialects + lower-host-to-llvm) parses, links and validates without issues. */
@ExtendWith(InjectionExtension.class)
@InjectWith(RwInjectorProvider.class)
class ExamplesTest {
  @Inject private Workspace workspace;

  @Test
  void examplesHaveNoIssues() {
    List<String> issues = workspace.withExamples().allIssues();
    assertEquals("", String.join("\n", issues));
  }
}
