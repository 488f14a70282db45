// gpu.launch_func's kernel reference in a gpu.container_module module: what mlir-opt-22 reports.
// Checked with: mlir-opt-22 launch-func-kernel.mlir --split-input-file --verify-diagnostics
// (launch-func-kernel.stderr: mlir-opt-22 launch-func-kernel.mlir --split-input-file, exit code 1).

module attributes {gpu.container_module} {
  func.func @main() {
    %one = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'foo' is undefined}}
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @foo() {
    return
  }
  func.func @main() {
    %one = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel module 'foo' is undefined}}
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @foo {
  }
  func.func @main() {
    %one = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@foo::@bar' is undefined}}
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @foo {
    gpu.func @bar() {
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @foo {
    func.func @bar() {
      return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @foo {
    gpu.func @bar(%a: i32) kernel {
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @foo {
    gpu.func @bar(%a: i32) kernel {
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%one : index)
    return
  }
}

// -----

module {
  func.func @main() {
    %one = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one)
    return
  }
}

// -----

// A valid launch: no diagnostic.
module attributes {gpu.container_module} {
  gpu.module @foo {
    gpu.func @bar(%a: index) kernel {
      gpu.return
    }
  }
  func.func @main() {
    %one = arith.constant 1 : index
    gpu.launch_func @foo::@bar blocks in (%one, %one, %one) threads in (%one, %one, %one) args(%one : index)
    return
  }
}
